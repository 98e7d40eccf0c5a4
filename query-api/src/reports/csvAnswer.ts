// A report sent as a CSV file: a header row, then the rows a page at a time through csv-stringify
// (which quotes a cell holding a comma, a quote or a line break, doubling its quotes, as RFC 4180
// says), with backpressure: the next page is read only when the answer has taken the last one.
import { once } from 'node:events';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import type { Report } from './reportRows';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe: file and kit names are user text, and an admin opens these files in a spreadsheet.
 */
export const safeCell = (cell: string | number | null): string | number => {
  if (cell === null) return '';
  if (typeof cell === 'number') return cell;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
};

export const sendCsv = async (res: Response, fileName: string, report: Report): Promise<void> => {
  // The first page is read before anything is sent, so a failing read still answers a proper error.
  const pages = report.pages();
  const first = await pages.next();
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.attachment(fileName);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const csv = stringify({ header: true, columns: [...report.header], record_delimiter: 'windows' });
  csv.pipe(res);
  const write = async (page: readonly (readonly (string | number | null)[])[]): Promise<void> => {
    for (const row of page) {
      if (!csv.write(row.map(safeCell))) await once(csv, 'drain');
    }
  };
  if (!first.done) await write(first.value);
  for await (const page of pages) {
    if (res.destroyed) break;
    await write(page);
  }
  csv.end();
  await once(res, 'finish').catch(() => undefined);
};
