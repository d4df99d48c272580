import { Can } from '@telehealth/shared/session';
import { Button, FilterBar, Flex, SearchInput } from '@telehealth/shared/ui';
import { Plus } from 'lucide-react';

export interface CatalogToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  onClear: () => void;
  searchPlaceholder: string;
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
}

/** Above a catalog list: the search box and Clear, and the Add button on the right. */
export function CatalogToolbar({
  search,
  onSearchChange,
  onClear,
  searchPlaceholder,
  addLabel,
  onAdd,
  addDisabled = false,
}: CatalogToolbarProps) {
  return (
    <Flex justify="space-between" align="flex-start" wrap="wrap" columnGap="4">
      <FilterBar onClear={onClear} clearDisabled={!search}>
        <SearchInput value={search} onChange={onSearchChange} placeholder={searchPlaceholder} />
      </FilterBar>
      <Can permission="catalog.write">
        <Button colorPalette="teal" onClick={onAdd} disabled={addDisabled} marginBottom="4">
          <Plus size={16} aria-hidden /> {addLabel}
        </Button>
      </Can>
    </Flex>
  );
}
