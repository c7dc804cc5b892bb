import type { ReportResult } from '@services/report/report-run/report-run.wire';

/**
 * A report's groups as an xlsx sheet: a title line, then one row per group. The groups are
 * bounded (reportGroupLimit), so the workbook is built in memory and sent at once.
 */
export async function reportWorkbook(result: ReportResult, headings: [string, string]): Promise<Buffer> {
  // Loaded at the first download: exceljs is some 500 modules that a start need not read.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(result.name.slice(0, 31));
  sheet.columns = [{ width: 28 }, { width: 18 }];
  sheet.addRow([`${result.name} (${result.from} ~ ${result.to})`]).font = { bold: true };
  sheet.addRow(headings).font = { bold: true };
  for (const row of result.rows) sheet.addRow([row.name, Number(row.value)]);
  if (result.measure === 'amount') sheet.getColumn(2).numFmt = '0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
