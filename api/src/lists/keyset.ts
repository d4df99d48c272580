import { and, Column, is, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ListQuery, ListSpec } from './query.js';

interface KeyTerm {
  expression: SQLWrapper;
  direction: 'ASC' | 'DESC';
  /** Nullable terms sort their nulls last both ways (as orderBySql orders them). */
  nullable: boolean;
}

/** A row's position in a list's order: its sort keys as text (timestamps keep their microseconds). */
export type KeyValues = (string | null)[];

export interface Keyset {
  /** Columns to add at the END of the select: the row's sort keys, as text. */
  columns: Record<string, SQL>;
  /** How many values `columns` adds to each row. */
  size: number;
  /** The condition "comes after the row whose keys are `values`" in the list's order. */
  after(values: KeyValues): SQL;
}

/**
 * Reads a list in batches by its order instead of by offset: each batch is the first rows after
 * the last one read, a short statement of its own that an index on the order serves from where
 * the previous one stopped. The order is orderBySql's: the sort terms, then the tiebreaker (which
 * must be unique) in the direction of the last term, nulls last.
 */
export function listKeyset(list: ListQuery, spec: ListSpec): Keyset {
  if (!spec.tiebreaker) throw new Error('a list read in batches needs a tiebreaker');
  const terms: KeyTerm[] = list.sort.map((term) => {
    const expression = spec.fields[term.field].column;
    return {
      expression,
      direction: term.direction,
      nullable: !(is(expression, Column) && expression.notNull),
    };
  });
  terms.push({
    expression: spec.tiebreaker,
    direction: list.sort.at(-1)?.direction ?? 'DESC',
    nullable: false,
  });

  const columns: Record<string, SQL> = {};
  terms.forEach((term, i) => {
    columns[`keyset_${i}`] = sql`(${term.expression})::text`;
  });

  const param = (value: string) => sql`${sql.param(value)}`;
  const equal = (term: KeyTerm, value: string | null) =>
    value === null ? sql`${term.expression} is null` : sql`${term.expression} = ${param(value)}`;
  /** Strictly after `value` in this term's order; null when nothing is (nulls come last). */
  const beyond = (term: KeyTerm, value: string | null, inclusive = false): SQL | null => {
    if (value === null) return null;
    const op = term.direction === 'ASC' ? (inclusive ? sql`>=` : sql`>`) : inclusive ? sql`<=` : sql`<`;
    const compared = sql`${term.expression} ${op} ${param(value)}`;
    return term.nullable ? sql`(${compared} or ${term.expression} is null)` : compared;
  };

  const sameDirection = terms.every((term) => term.direction === terms[0].direction);
  const allNotNull = terms.every((term) => !term.nullable);

  return {
    columns,
    size: terms.length,
    after(values) {
      if (sameDirection && allNotNull && values.every((v) => v !== null)) {
        // One row comparison: a (sort, id) b-tree starts right at it.
        const op = terms[0].direction === 'ASC' ? sql`>` : sql`<`;
        return sql`(${sql.join(
          terms.map((t) => sql`${t.expression}`),
          sql`, `,
        )}) ${op} (${sql.join(
          values.map((v) => param(v as string)),
          sql`, `,
        )})`;
      }
      const alternatives: SQL[] = [];
      for (let i = 0; i < terms.length; i++) {
        const next = beyond(terms[i], values[i]);
        if (!next) continue;
        alternatives.push(and(...terms.slice(0, i).map((t, j) => equal(t, values[j])), next) as SQL);
      }
      const anyAfter = or(...alternatives) ?? sql`false`;
      // The first term bounds the walk of an index on it (the alternatives alone may not).
      const start = values[0] === null ? equal(terms[0], null) : beyond(terms[0], values[0], true);
      return and(start ?? undefined, anyAfter) as SQL;
    },
  };
}
