import { Can } from '@telehealth/shared/session';
import { Button, FilterBar, Flex, SearchInput } from '@telehealth/shared/ui';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';

export interface CatalogToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  onClear: () => void;
  /** Whether anything besides the search is set (Clear is enabled). */
  filtered?: boolean;
  /** More filters after the search box (the Suggested tab's Assignee). */
  filters?: ReactNode;
  searchPlaceholder: string;
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
}

/** Above a catalog list: the search box (and any other filter) and Clear, and the Add button on the right. */
export function CatalogToolbar({
  search,
  onSearchChange,
  onClear,
  filtered = false,
  filters,
  searchPlaceholder,
  addLabel,
  onAdd,
  addDisabled = false,
}: CatalogToolbarProps) {
  return (
    <Flex justify="space-between" align="flex-start" wrap="wrap" columnGap="4">
      <FilterBar onClear={onClear} clearDisabled={!search && !filtered}>
        <SearchInput value={search} onChange={onSearchChange} placeholder={searchPlaceholder} />
        {filters}
      </FilterBar>
      <Can permission="catalog.write">
        <Button colorPalette="teal" onClick={onAdd} disabled={addDisabled} marginBottom="4">
          <Plus size={16} aria-hidden /> {addLabel}
        </Button>
      </Can>
    </Flex>
  );
}
