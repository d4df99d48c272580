import { Column, getTableColumns, getTableName, is, SQL, Table } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';

type Decode = (value: unknown) => unknown;
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** A select's columns in the order of its SQL, with their paths (as drizzle orders them). */
function ordered(
  fields: SelectedFields,
  prefix: string[] = [],
): { path: string[]; field: Column | SQL | SQL.Aliased }[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const path = [...prefix, name];
    if (is(field, Column) || is(field, SQL) || is(field, SQL.Aliased)) return [{ path, field }];
    if (is(field, Table)) return ordered(getTableColumns(field), path);
    if (typeof field !== 'object' || field === null)
      throw new Error(`a list selects columns: ${path.join('.')}`);
    return ordered(field as SelectedFields, path);
  });
}

/** drizzle's decoder of a selected field (an SQL's is not in its public types). */
function decoderOf(field: Column | SQL | SQL.Aliased): Decoder {
  if (is(field, Column)) return field;
  const expression = is(field, SQL) ? field : field.sql;
  return (expression as unknown as { decoder: Decoder }).decoder;
}

interface Leaf {
  key: string;
  index: number;
  decode: Decode;
}

interface Group {
  key: string;
  leaves: Leaf[];
  /** The object is null when this column is null (a left-joined table's row that is missing). */
  nullWhen: number | null;
  /** The left-joined table of its columns while they all come from one; null when not. */
  table: string | null | undefined;
}

/**
 * Makes the rows drizzle would make of a select's arrays of values (queryArrays), without its
 * per-row work: the fields are walked and their decoders found once, not for every row. Nesting
 * is one level deep, as the lists select it; a nested object whose columns all come from a
 * left-joined table is null when its first column is, as drizzle has it (`notNull`: the tables
 * an inner join or the FROM brings, by name).
 */
export function rowsFromArrays<Row>(
  fields: SelectedFields,
  notNull: Record<string, boolean>,
): (values: unknown[]) => Row {
  const top: (Leaf | Group)[] = [];
  ordered(fields).forEach(({ path, field }, index) => {
    if (path.length > 2) throw new Error(`a list selects one level of nesting: ${path.join('.')}`);
    const decoder = decoderOf(field);
    const leaf: Leaf = {
      key: path[path.length - 1],
      index,
      decode: (value) => decoder.mapFromDriverValue(value),
    };
    if (path.length === 1) {
      top.push(leaf);
      return;
    }
    let group = top.find((item): item is Group => 'leaves' in item && item.key === path[0]);
    if (!group) {
      group = { key: path[0], leaves: [], nullWhen: null, table: undefined };
      top.push(group);
    }
    // drizzle's rule: the group's first column decides, unless another column's table differs.
    if (is(field, Column)) {
      const table = getTableName(field.table);
      if (group.table === undefined) {
        group.table = notNull[table] ? null : table;
        group.nullWhen = group.table === null ? null : index;
      } else if (group.table !== null && group.table !== table) {
        group.table = null;
        group.nullWhen = null;
      }
    }
    group.leaves.push(leaf);
  });
  const read = (values: unknown[], leaf: Leaf) => {
    const value = values[leaf.index];
    return value === null ? null : leaf.decode(value);
  };
  return (values) => {
    const row: Record<string, unknown> = {};
    for (const item of top) {
      if (!('leaves' in item)) {
        row[item.key] = read(values, item);
      } else if (item.nullWhen !== null && values[item.nullWhen] === null) {
        row[item.key] = null;
      } else {
        const nested: Record<string, unknown> = {};
        for (const leaf of item.leaves) nested[leaf.key] = read(values, leaf);
        row[item.key] = nested;
      }
    }
    return row as Row;
  };
}
