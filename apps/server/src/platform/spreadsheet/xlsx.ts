import { neutraliseFormula, type CellValue } from '@vernissage/shared';
import { PassThrough, type Readable } from 'node:stream';

/** The media type of an Excel workbook (.xlsx). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of a sheet: its heading and its width in characters. */
export interface SheetColumn {
  header: string;
  width: number;
}

/** A cell as the workbook stores it: numbers stay numbers (sums and sorting work), text is defused. */
function xlsxCell(value: CellValue): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'number' ? value : neutraliseFormula(value);
}

/**
 * A one-sheet workbook, streamed as it is written (exceljs' streaming writer commits each row,
 * so a sheet of 10,000 works is never held whole): bold headings, the heading row frozen, the
 * columns as wide as given. A failure while rows are read ends the stream with that error.
 */
export function xlsxStream(
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly (readonly CellValue[])[]>,
): Readable {
  const out = new PassThrough();
  const write = async () => {
    // Loaded on first use: importing exceljs costs about 0.3 s of every server start (measured).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({ header: neutraliseFormula(column.header), width: column.width }));
    sheet.getRow(1).font = { bold: true };
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(row.map(xlsxCell)).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
