/**
 * The one CSV writer (server exports and the files the browser builds, such as a fair's
 * participants): RFC 4180, every cell quoted, formulas defused.
 */
import { neutraliseFormula } from './formula-guard.js';

/** What a cell of an exported table holds: text, a number, or nothing. */
export type CellValue = string | number | null | undefined;

/** The byte-order mark that tells Excel the file is UTF-8 (else it guesses a legacy code page and garbles Korean). */
export const UTF8_BOM = '\uFEFF';

/** One CSV cell (RFC 4180): quoted, quotes doubled; text defused (`neutraliseFormula`), numbers as they are. */
export function csvCell(value: CellValue): string {
  const cell =
    value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return `"${cell.replace(/"/g, '""')}"`;
}

/** One CSV record with its CRLF line end. */
export function csvLine(cells: readonly CellValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A CSV file Excel opens as it is: UTF-8 with a byte-order mark, CRLF line ends, every cell quoted
 * and defused. For a small table held at once; `csvChunks` streams a large one.
 */
export function csvFile(header: readonly string[], rows: Iterable<readonly CellValue[]>): string {
  let file = UTF8_BOM + csvLine(header);
  for (const row of rows) file += csvLine(row);
  return file;
}

/** The same file as `csvFile`, a batch of rows at a time, for tables too large to build in one string. */
export async function* csvChunks(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CellValue[])[]>,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(header);
  for await (const batch of batches) yield batch.map(csvLine).join('');
}
