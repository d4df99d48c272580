import { addKitRecipes } from './kit-recipes';

addKitRecipes();

// Each module below is exported whole (all it exports is the kit's); the last two keep some names to themselves.
export * from './shell';
export * from './chakra';
export * from './data-table';
export * from './pagination';
export * from './page-items';
export * from './empty-state';
export * from './filter-bar';
export * from './search-input';
export * from './select-filter';
export * from './search-select-filter';
export * from './status-badge';
export * from './light';
export * from './email-text';
export * from './visit-type-icon';
export * from './static-class';
export * from './section-card';
export * from './page-tabs';
export * from './detail-list';
export * from './detail-load-failure';
export * from './detail-frame';
export { ListSkeleton, TableSkeleton } from './table-skeleton';
export * from './use-debounced-value';
export * from './confirm-dialog';
export * from './yes-no-dialog';
export * from './password-confirm-dialog';
export * from './use-pending-action';
export * from './actions-menu';
export * from './form-dialog';
export * from './info-dialog';
export * from './use-dialog-form';
export * from './use-send-form';
export * from './date-range-filter';
export * from './export-button';
export { StepUpDialogHost, STEP_UP_CODE_LABEL, STEP_UP_TITLE } from './step-up-dialog';
