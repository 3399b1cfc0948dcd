import { type ExpressionBuilder, sql } from 'kysely';

/** `%` and `_` typed by staff are dropped rather than matching any text. */
const pattern = (q: string) => `%${q.toLowerCase().replace(/[%_]/g, '')}%`;

/** Any of the columns contains the words, whatever their case (PostgreSQL's LIKE minds case; SQLite's does not). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a condition over any query's own columns
export function containsWords<EB extends ExpressionBuilder<any, any>>(eb: EB, columns: string[], q: string) {
  return eb.or(columns.map((column) => eb(sql<string>`lower(${sql.ref(column)})`, 'like', pattern(q))));
}
