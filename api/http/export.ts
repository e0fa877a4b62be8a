import { PassThrough, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { format as csvFormat } from 'fast-csv';
import type { Response } from 'express';

export type ExportFormat = 'csv' | 'xlsx';
export type Cell = string | number | null | undefined;

export interface ExportSection {
  /** Written as a "--- Title ---" row in CSV and used as the sheet name in XLSX, when titled. */
  title?: string;
  columns: string[];
  rows: AsyncIterable<Cell[]> | Iterable<Cell[]>;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Formula-injection guard (decisions §7): a text cell starting with =, +, -, @, tab or CR
 * gets a leading quote. Applies to data cells only (decisions §11.1); numbers are left alone.
 */
export function escapeCell(cell: Cell): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return cell;
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

async function writeCsv(out: Writable, sections: ExportSection[], onRow?: () => void): Promise<number> {
  const csv = csvFormat({ quoteColumns: false, includeEndRowDelimiter: true });
  const done = pipeline(csv, out);
  let count = 0;
  const write = async (row: (string | number)[]) => {
    if (!csv.write(row)) await new Promise<void>((resolve) => csv.once('drain', () => resolve()));
  };
  for (const section of sections) {
    if (section.title) await write([`--- ${section.title} ---`]);
    await write(section.columns);
    for await (const row of section.rows) {
      await write(row.map(escapeCell));
      count += 1;
      onRow?.();
    }
  }
  csv.end();
  await done;
  return count;
}

async function writeXlsx(out: Writable, sections: ExportSection[], onRow?: () => void): Promise<number> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  let count = 0;
  for (const [i, section] of sections.entries()) {
    const name = (section.title ?? 'Export').replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || `Sheet ${i + 1}`;
    const sheet = wb.addWorksheet(name);
    sheet.addRow(section.columns).commit();
    for await (const row of section.rows) {
      sheet.addRow(row.map(escapeCell)).commit();
      count += 1;
      onRow?.();
    }
    sheet.commit();
  }
  await wb.commit();
  return count;
}

/** Streams sections as CSV or XLSX into `out`; memory stays flat in the row count. */
export function writeExport(
  out: Writable,
  format: ExportFormat,
  sections: ExportSection[],
  onRow?: () => void,
): Promise<number> {
  return format === 'xlsx' ? writeXlsx(out, sections, onRow) : writeCsv(out, sections, onRow);
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** "orders-2026-11-22-074501" style stamp (UTC). */
export function fileStamp(now: Date, withTime = true): string {
  const iso = now.toISOString();
  return withTime ? `${iso.slice(0, 10)}-${iso.slice(11, 19).replace(/:/g, '')}` : iso.slice(0, 10);
}

/** Sends an export as an attachment. Errors after the first byte abort the response. */
export async function sendExport(
  res: Response,
  format: ExportFormat,
  baseName: string,
  sections: ExportSection[],
): Promise<number> {
  res.status(200);
  res.setHeader('Content-Type', CONTENT_TYPES[format]);
  res.setHeader('Content-Disposition', `attachment; filename="${baseName}.${format}"`);
  res.setHeader('Cache-Control', 'no-store');
  const body = new PassThrough();
  body.pipe(res);
  return writeExport(body, format, sections);
}
