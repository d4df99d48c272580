import type { ListPage } from '@telehealth/shared/list';
import { FilterBar, SearchInput, SelectFilter, type SelectOption } from '@telehealth/shared/ui';

export interface SearchStatusFiltersProps {
  list: Pick<ListPage<{ search: string; status: string }, unknown>, 'filters' | 'setFilters' | 'clear'>;
  /** What the search matches, as its placeholder says it. */
  placeholder: string;
  statusOptions: SelectOption[];
}

/** The filters of the patients' and clinics' lists: a search and the account's status. */
export function SearchStatusFilters({ list, placeholder, statusOptions }: SearchStatusFiltersProps) {
  return (
    <FilterBar onClear={list.clear}>
      <SearchInput
        value={list.filters.search}
        onChange={(search) => list.setFilters({ search })}
        placeholder={placeholder}
      />
      <SelectFilter
        label="Status"
        value={list.filters.status}
        options={statusOptions}
        onChange={(status) => list.setFilters({ status })}
      />
    </FilterBar>
  );
}
