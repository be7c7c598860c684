import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

type JsonScalar = string | number | boolean;

/**
 * A column that can hold property V of an object PostgreSQL builds as JSON: its values are V's (null only where
 * V allows it), and of a kind JSON brings back as the same JavaScript value on both engines (a string, number or
 * boolean; a timestamp would come back as text, not a Date).
 */
type JsonColumnFor<V> = Column & {
  _: { data: NonNullable<V> & JsonScalar; notNull: null extends V ? boolean : true };
};

/** R's properties, each from a column of its type. */
export type JsonColumns<R> = { [K in keyof R]-?: JsonColumnFor<R[K]> };

/**
 * A column named with its table, always: in a select from one table (a page) Drizzle leaves the table out of
 * every column it renders, and inside a lookup's subquery a bare "id" would be the subquery's own table's.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

const PROPERTY = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * The first row of `from` (a FROM ... WHERE clause) as a JSON object of R's properties, or null when there is
 * none: a lookup the page's own statement makes per row (a visit's address), instead of a query more per page.
 */
export function jsonObjectOf<R extends Record<string, unknown>>(
  columns: JsonColumns<R>,
  from: SQL,
): SQL<R | null> {
  const pairs = Object.entries<Column>(columns).map(([property, column]) => {
    if (!PROPERTY.test(property)) throw new TypeError('a JSON property name must be an identifier');
    return sql`${sql.raw(`'${property}'`)}, ${qualified(column)}`;
  });
  return sql<R | null>`(select json_build_object(${sql.join(pairs, sql`, `)}) ${from} limit 1)`;
}
