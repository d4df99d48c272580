import { addKitRecipes } from './kit-recipes';

addKitRecipes();

export * from './shell';
export * from './chakra';
export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps, RowSelection } from './data-table';
export { nextSort, parseSort, serializeSort } from './sort';
export type { SortDirection, SortState } from './sort';
export { Pagination } from './pagination';
export type { PaginationProps } from './pagination';
export { pageItems } from './page-items';
export type { PageItem } from './page-items';
export { EmptyState, NO_DATA_TEXT } from './empty-state';
export { FilterBar } from './filter-bar';
export type { FilterBarProps } from './filter-bar';
export { SEARCH_DEBOUNCE_MS, SearchInput, stripLeadingSpaces } from './search-input';
export type { SearchInputProps } from './search-input';
export { SelectFilter } from './select-filter';
export type { SelectFilterProps, SelectOption } from './select-filter';
export { SearchSelectFilter } from './search-select-filter';
export type { SearchSelectFilterProps } from './search-select-filter';
export { StatusBadge, toneForStatus } from './status-badge';
export { CellIcons, lightStyled, NoWrapText, RowLink } from './light';
export { EmailText, emailBreakParts } from './email-text';
export type { LightRecipe } from './light';
export { VisitTypeIcon } from './visit-type-icon';
export { useRecipeClass, useStaticClass } from './static-class';
export type { StatusBadgeProps, StatusTone } from './status-badge';
export { SectionCard } from './section-card';
export type { SectionCardProps } from './section-card';
export { DetailList, EMPTY_VALUE } from './detail-list';
export type { DetailItem, DetailListProps } from './detail-list';
export { DetailLoadFailure, isNotFoundError } from './detail-load-failure';
export type { DetailLoadFailureProps } from './detail-load-failure';
export { DetailFrame } from './detail-frame';
export type { DetailFrameProps } from './detail-frame';
export { ListSkeleton, TableSkeleton } from './table-skeleton';
export {
  PAGE_PARAM,
  SORT_PARAM,
  parsePage,
  usePageParam,
  useQueryState,
  useResetParams,
  useSortParam,
  useUpdateParams,
} from './url-state';
export type { HistoryMode, ParamChanges, QueryStateOptions } from './url-state';
export { useDebouncedValue } from './use-debounced-value';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { YesNoDialog } from './yes-no-dialog';
export type { YesNoDialogProps } from './yes-no-dialog';
export { isPasswordRefusal, PasswordConfirmDialog } from './password-confirm-dialog';
export type { PasswordConfirmDialogProps } from './password-confirm-dialog';
export { usePendingAction } from './use-pending-action';
export { ActionsMenu } from './actions-menu';
export type { ActionsMenuItem, ActionsMenuProps } from './actions-menu';
export { FormDialog } from './form-dialog';
export type { FormDialogProps } from './form-dialog';
export { InfoDialog } from './info-dialog';
export type { InfoDialogProps } from './info-dialog';
export { useDialogForm } from './use-dialog-form';
export type { DialogFormOptions } from './use-dialog-form';
export { useSendForm } from './use-send-form';
export type { SendForm, SendFormOptions } from './use-send-form';
export { DateRangeFilter } from './date-range-filter';
export type { DateRangeFilterProps } from './date-range-filter';
export { ExportButton } from './export-button';
export type { ExportButtonProps } from './export-button';
export { AuditHistory, auditLogUrl } from './audit-history';
export type { AuditHistoryProps } from './audit-history';
export { StepUpDialogHost, STEP_UP_CODE_LABEL, STEP_UP_TITLE } from './step-up-dialog';
