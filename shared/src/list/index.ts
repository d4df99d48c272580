export { ListExport } from './ListExport';
export type { ListExportProps } from './ListExport';
export { ListResults } from './ListResults';
export type { ListResultsProps } from './ListResults';
export { LIST_PAGE_SIZE, readKeys, useListPage } from './use-list-page';
export type { ListAnswer, ListPage, ListPageOptions, ListRequest, ListTableProps } from './use-list-page';
export { SavedViews } from './saved-views/SavedViews';
export type { SavedViewsProps } from './saved-views/SavedViews';
export type { SavedView, SavedViewList } from './saved-views/saved-views-api';
