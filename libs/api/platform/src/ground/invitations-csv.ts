import { parse } from 'csv-parse/sync';
import { badRequest } from './http-errors.js';

/** One row of an invitations CSV, with its line in the file so a problem can be reported where it is. */
export type InvitationRow = { line: number; email: string; name: string; locale?: string | undefined };

/**
 * The rows of an invitations CSV (`email,name,locale`, a header row optional), as the administrators' and the
 * teachers' invitations read them; 400 naming `body.csv` when it cannot be read or has more than `maxRows` rows.
 */
export const readInvitationsCsv = (csv: string, maxRows: number): InvitationRow[] => {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(csv, {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      bom: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw badRequest(`body.csv: cannot be read as CSV (${error instanceof Error ? error.message : String(error)})`);
  }
  const rows = records.filter(({ record }, index) => !(index === 0 && record[0]?.toLowerCase() === 'email'));
  if (rows.length > maxRows) throw badRequest(`body.csv: has ${rows.length} rows; at most ${maxRows} at once`);
  return rows.map(({ record, info }) => ({
    line: info.lines,
    email: record[0] ?? '',
    name: record[1] ?? '',
    locale: record[2] || undefined,
  }));
};
