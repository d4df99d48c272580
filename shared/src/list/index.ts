export { ListResults } from './ListResults';
export type { ListResultsProps } from './ListResults';
export { LIST_PAGE_SIZE, readKeys, useListPage } from './use-list-page';
export type { ListAnswer, ListPage, ListPageOptions, ListRequest } from './use-list-page';
