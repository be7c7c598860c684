import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * SQL without values, rendered to its text once: a page's select list (a column each, and lookups that build
 * JSON objects) is the same in every read, and Drizzle walking it anew for each page was about a fifth of a
 * direct page read's CPU (issue 18 §4). Throws on SQL that holds values, which must stay parameters.
 */
export function rendered(query: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (params.length > 0) throw new TypeError('SQL rendered once must hold no values');
  return sql.raw(text);
}
