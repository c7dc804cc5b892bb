import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileStorage } from '@platform/storage/file-storage.port';

export interface ExportColumn<Row> {
  header: string;
  width?: number;
  value(row: Row): string | number | Date | null;
}

export interface XlsxExport<Row> {
  sheet: string;
  columns: ReadonlyArray<ExportColumn<Row>>;
  /** How many rows to expect, for progress; the export writes whatever the batches yield. */
  total: number;
  /** Rows in batches, read with a cursor: never the whole result in memory. */
  batches: AsyncIterable<readonly Row[]>;
}

export interface ExportOutcome {
  rows: number;
  bytes: number;
}

/**
 * Streams rows into an xlsx file with exceljs's streaming writer (each row is committed and
 * leaves memory as it is written; shared strings off, so none accumulate), then streams the file
 * into the storage port under `key`. Progress goes to 99 while writing; the caller reports
 * 100 when it is done. Writing again under the same key replaces the file, so a retried job
 * leaves one file.
 */
export async function writeXlsxExport<Row>(
  spec: XlsxExport<Row>,
  storage: FileStorage,
  key: string,
  onProgress: (percent: number) => Promise<void>,
): Promise<ExportOutcome> {
  // Loaded at the first export: exceljs is some 500 modules that a start need not read.
  const { default: ExcelJS } = await import('exceljs');
  const folder = await mkdtemp(join(tmpdir(), 'steward-export-'));
  const filename = join(folder, 'export.xlsx');
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename,
      useSharedStrings: false,
      useStyles: false,
    });
    const sheet = workbook.addWorksheet(spec.sheet);
    sheet.columns = spec.columns.map((column, index) => ({
      header: column.header,
      key: String(index),
      width: column.width ?? 16,
    }));
    let rows = 0;
    let reported = -1;
    for await (const batch of spec.batches) {
      for (const row of batch) sheet.addRow(spec.columns.map((column) => column.value(row))).commit();
      rows += batch.length;
      const percent = spec.total > 0 ? Math.min(99, Math.floor((rows / spec.total) * 99)) : 99;
      if (percent !== reported) {
        reported = percent;
        await onProgress(percent);
      }
    }
    sheet.commit();
    await workbook.commit();
    await storage.put(key, createReadStream(filename));
    return { rows, bytes: (await stat(filename)).size };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Batches read with a keyset cursor on id: each query starts after the last id seen. */
export async function* keysetBatches<Row extends { id: string }>(
  read: (afterId: string) => Promise<Row[]>,
  batchSize: number,
): AsyncIterable<Row[]> {
  let afterId = '0';
  for (;;) {
    const batch = await read(afterId);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    afterId = batch[batch.length - 1]!.id;
  }
}
