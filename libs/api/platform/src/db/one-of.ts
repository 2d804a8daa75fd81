import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A Postgres array literal of strings (`{"a","b"}`), each element quoted so that no value can end it early. */
const arrayLiteral = (values: readonly (string | number)[]) =>
  `{${values.map((value) => (typeof value === 'number' ? String(value) : `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`)).join(',')}}`;

/**
 * `column = any(array)` with the values as one array parameter rather than one parameter each: a group's thousand
 * learners bind as one value (binding a thousand parameters cost more than reading the rows they chose), and the
 * planner still reads the column's index for each.
 */
export const oneOf = (column: SQLWrapper, values: readonly (string | number)[]): SQL =>
  typeof values[0] === 'number'
    ? sql`${column} = any(${arrayLiteral(values)}::int[])`
    : sql`${column} = any(${arrayLiteral(values)}::text[])`;
