// The list engine's surface: modules define lists and read them through readList; the statements
// behind it (statements.ts) are the engine's own (lists.test.ts checks that no module imports them).
export { assigneeField, assigneeJson } from './assignee.js';
export { type ListBatch, listBatches } from './batches.js';
export { type CounterRead, counterSql, counters, equalsOnly, readCounter } from './counters.js';
export type { CsvColumn, ListCsv, ListDefinition, SearchMatch } from './definition.js';
export { type Keyset, type KeyValues, listKeyset } from './keyset.js';
export { namedQuery, namedRead, statementNameOf } from './named-reads.js';
export { DEEP_OFFSET, type ListPage, readFirstMatches, readList } from './pages.js';
export {
  type Bind,
  bindParam,
  type Condition,
  containsPattern,
  type FieldSpec,
  type ListQuery,
  type ListSpec,
  listQuerystringSchema,
  type Operator,
  orderBySql,
  parseListQuery,
  type Scalar,
  type SortTerm,
  whereSql,
} from './query.js';
