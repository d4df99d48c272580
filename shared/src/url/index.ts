// URL state: the page, sort and filters a screen keeps in the address bar, and the sort state they carry.
export { nextSort, parseSort, serializeSort } from './sort';
export type { SortDirection, SortState } from './sort';
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
