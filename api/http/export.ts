import { PassThrough, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { format as csvFormat } from 'fast-csv';
import type { Response } from 'express';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * An amount of money or a rate with its exact decimal text: written as that text in CSV
 * ("10.10", as the API prints it) and as a number in XLSX, so a spreadsheet can sum the column.
 */
export class DecimalCell {
  constructor(readonly text: string) {}
}

/** A money value as a DecimalCell: a decimal string as it is, a number with 2 decimals; null stays empty. */
export const decimalCell = (v: string | number | null | undefined): DecimalCell | null =>
  v === null || v === undefined ? null : new DecimalCell(typeof v === 'number' ? v.toFixed(2) : v);

export type Cell = string | number | DecimalCell | null | undefined;

export interface ExportSection {
  /** Written as a "--- Title ---" row in CSV and used as the sheet name in XLSX, when titled. */
  title?: string;
  columns: string[];
  rows: AsyncIterable<Cell[]> | Iterable<Cell[]>;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Formula-injection guard for every export: a text cell starting with =, +, -, @, tab or CR
 * gets a leading quote, so a spreadsheet shows it as text instead of running it. Applies to
 * data cells only (titles and headers are ours); numbers are left alone.
 */
export function escapeCell(cell: Cell, format: ExportFormat = 'csv'): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return cell;
  if (cell instanceof DecimalCell) return format === 'xlsx' ? Number(cell.text) : cell.text;
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * Resolves on `drain`; rejects when `closer` is or gets closed or fails first, so a consumer
 * that went away ends the export, and with it the row source's cursor, instead of leaving
 * both waiting forever.
 */
function drain(stream: NodeJS.EventEmitter, closer: Writable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (closer.destroyed) {
      reject(new Error('export stream closed before the export finished'));
      return;
    }
    const done = (err?: unknown) => {
      stream.off('drain', onDrain);
      closer.off('close', onClose);
      closer.off('error', done);
      if (err) reject(err instanceof Error ? err : new Error('export stream closed'));
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('export stream closed before the export finished'));
    stream.once('drain', onDrain);
    closer.once('close', onClose);
    closer.once('error', done);
  });
}

async function writeCsv(out: Writable, sections: ExportSection[], onRow?: () => void): Promise<number> {
  const csv = csvFormat({ quoteColumns: false, includeEndRowDelimiter: true });
  const done = pipeline(csv, out);
  // pipeline reports its failure through the writes below.
  done.catch(() => undefined);
  let count = 0;
  const write = async (row: (string | number)[]) => {
    if (!csv.write(row)) await drain(csv, csv);
  };
  for (const section of sections) {
    if (section.title) await write([`--- ${section.title} ---`]);
    // A file whose provider wants no header row (PayPal's payouts file) has no columns.
    if (section.columns.length) await write(section.columns);
    for await (const row of section.rows) {
      await write(row.map((c) => escapeCell(c)));
      count += 1;
      onRow?.();
    }
  }
  csv.end();
  await done;
  return count;
}

interface PipedWritable extends NodeJS.EventEmitter {
  _writableState?: { needDrain?: boolean };
}

/**
 * exceljs's sheet stream pushes every 64 KB of row XML into the zip entry without looking at
 * the return of write(), so rows produced faster than they are deflated pile up in memory
 * (about 400 bytes a row). Waiting for the entry's drain restores backpressure; if exceljs's
 * internals ever change shape this waits for nothing rather than failing.
 */
function sheetDrained(sheet: unknown, out: Writable): Promise<void> | null {
  if (out.destroyed) return drain(out, out);
  const pipes = (sheet as { stream?: { pipes?: PipedWritable[] } }).stream?.pipes;
  const entry = pipes?.[0];
  if (!entry?._writableState?.needDrain) return null;
  return drain(entry, out);
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
      sheet.addRow(row.map((c) => escapeCell(c, 'xlsx'))).commit();
      const drained = sheetDrained(sheet, out);
      if (drained) await drained;
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
  // A client that disconnects unpipes the body; destroying it stops the writer at its next wait.
  whenClosed(res, () => {
    if (!res.writableFinished) body.destroy();
  });
  return writeExport(body, format, sections);
}

/**
 * Runs `fn` once the response has ended, however it ended, or now if it already has (the
 * client may go while a download prepares its rows, and 'close' is not emitted twice).
 */
export function whenClosed(res: Response, fn: () => void): void {
  if (res.closed) fn();
  else res.once('close', fn);
}

/**
 * Gives back rows opened before the headers (their cursor and pooled connection) when the
 * response ends, however it ends. After the last row there is nothing left to give; for a
 * download its client left, or one that failed before its rows were iterated, this is what
 * frees the connection.
 */
export function closeRowsWith(res: Response, rows: { return(): Promise<unknown> }): void {
  whenClosed(res, () => void rows.return().catch(() => undefined));
}
