import type ExcelJS from 'exceljs';

/** A row of a sheet: its 1-based row number as a spreadsheet program shows it, and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** A sheet read as text: the header row and the data rows after it (empty rows left out). */
export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

/** Why a file could not be read as a sheet; callers turn it into their own answer. */
export class SheetUnreadable extends Error {
  override name = 'SheetUnreadable';

  readonly reason: 'format' | 'empty' | 'too-many-rows';

  constructor(reason: 'format' | 'empty' | 'too-many-rows') {
    super(`sheet unreadable: ${reason}`);
    this.reason = reason;
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * Reads the first sheet of a .xlsx workbook or a CSV file (told apart by their bytes, then the
 * name), every cell as text: CSV in UTF-8 (with or without BOM) or, failing that, EUC-KR/CP949
 * as Korean Excel saves it; comma-separated, else tab or semicolon when the header has no comma.
 * At most `maxRows` data rows; anything else (an image, a PDF, an .xls) is `SheetUnreadable`.
 */
export async function readSheet(bytes: Buffer, fileName: string, maxRows: number): Promise<Sheet> {
  const lower = fileName.toLowerCase();
  const isZip = ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  let records: SheetRow[];
  if (isZip) {
    if (!lower.endsWith('.xlsx')) throw new SheetUnreadable('format');
    records = await xlsxRecords(bytes, maxRows);
  } else {
    if (!/\.(csv|tsv|txt)$/.test(lower) || bytes.includes(0)) throw new SheetUnreadable('format');
    records = csvRecords(decodeText(bytes));
  }
  const nonEmpty = records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const [header, ...rows] = nonEmpty;
  if (!header) throw new SheetUnreadable('empty');
  if (rows.length > maxRows) throw new SheetUnreadable('too-many-rows');
  const width = Math.max(header.cells.length, ...rows.map((row) => row.cells.length));
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  // A header row trimmed of empty trailing columns would shift nothing: cells are by position.
  return {
    headers: pad(header.cells).map((cell) => cell.trim()),
    rows: rows.map((row) => ({ row: row.row, cells: pad(row.cells) })),
  };
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM dropped), else the Korean code page Excel uses. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('euc-kr', { fatal: true }).decode(bytes);
    } catch {
      throw new SheetUnreadable('format');
    }
  }
}

/** The separator of a CSV: a comma when the first line has one outside quotes, else a tab or `;`. */
function separatorOf(text: string): string {
  let quoted = false;
  const seen = new Set<string>();
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted) seen.add(char);
  }
  if (seen.has(',')) return ',';
  if (seen.has('\t')) return '\t';
  if (seen.has(';')) return ';';
  return ',';
}

/** RFC 4180 records (quoted fields, doubled quotes, CRLF, LF or CR line ends), numbered from 1. */
export function csvRecords(text: string): SheetRow[] {
  const separator = separatorOf(text);
  const records: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push({ row: line++, cells });
    cells = [];
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index++;
        } else quoted = false;
      } else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRecord();
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records.map((record) => ({
    row: record.row,
    cells: record.cells.map((value) => value.replace(/^\uFEFF/, '')),
  }));
}

/** A cell of a workbook as text: numbers as written, dates as `YYYY-MM-DD`, rich text and formulas by their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16).replace('T', ' ');
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    return result === undefined || (typeof result === 'object' && result !== null && 'error' in result)
      ? ''
      : cellText(result as ExcelJS.CellValue);
  }
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  if ('error' in value) return '';
  return '';
}

async function xlsxRecords(bytes: Buffer, maxRows: number): Promise<SheetRow[]> {
  // Loaded on first use: importing exceljs costs about 0.3 s of every server start (measured).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new SheetUnreadable('format');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetUnreadable('empty');
  // The header row and `maxRows` data rows, and one more to tell a sheet that is too long.
  if (sheet.actualRowCount > maxRows + 1) throw new SheetUnreadable('too-many-rows');
  const records: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    // `row.values` is 1-based with holes where cells are empty.
    const values = row.values as ExcelJS.CellValue[];
    for (let column = 1; column < values.length; column++) cells.push(cellText(values[column]).trim());
    records.push({ row: rowNumber, cells });
  });
  return records;
}
