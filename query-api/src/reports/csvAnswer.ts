// A report sent as a CSV file a spreadsheet opens cleanly: a UTF-8 byte order mark (without it Excel
// reads the file as the local code page and garbles every non-ASCII name), a header row, then the rows
// a page at a time, every text cell quoted (quotes doubled, commas and line breaks kept inside, as RFC
// 4180 says) and defused if a spreadsheet would run it as a formula. Each page becomes one chunk
// through a stream pipeline, so the next page is read only when the answer has taken the last one,
// and a browser that stops the download ends the pipeline, which ends the page reader at once.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import type { Cell, Report } from './reportRows';

/** The UTF-8 byte order mark: the first character of every CSV answered. */
export const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe: file, project and kit names are user text, and an admin opens these files in a spreadsheet.
 */
export const safeCell = (cell: Cell): string | number => {
  if (cell === null) return '';
  if (typeof cell === 'number') return cell;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
};

/** Rows as CSV text: text cells quoted, CRLF line ends (what spreadsheets write). */
export const csvText = (rows: readonly (readonly Cell[])[]): string =>
  stringify(
    rows.map((row) => row.map(safeCell)),
    { quoted_string: true, record_delimiter: 'windows' },
  );

/** The file's text a chunk a page: the mark and header first, then each page as it is read. */
async function* chunksOf(header: readonly string[], first: IteratorResult<readonly Cell[][]>, pages: AsyncGenerator<readonly Cell[][]>): AsyncGenerator<string> {
  yield BOM + csvText([header]);
  if (first.done) return;
  yield csvText(first.value);
  for await (const page of pages) yield csvText(page);
}

/** Node's code for a stream closed before its end: here, the browser stopped the download. */
const isPrematureClose = (err: unknown): boolean => err instanceof Error && 'code' in err && err.code === 'ERR_STREAM_PREMATURE_CLOSE';

export const sendCsv = async (res: Response, fileName: string, report: Report): Promise<void> => {
  // The first page is read before anything is sent, so a failing read still answers a proper error.
  const pages = report.pages();
  let first: IteratorResult<readonly Cell[][]>;
  try {
    first = await pages.next();
  } catch (err) {
    await pages.return(undefined);
    throw err;
  }
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.attachment(fileName);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  try {
    // Destroying the readable (the pipeline does when the answer closes early) returns the generator,
    // whose for-await returns the page reader: no page is read after the one in flight.
    await pipeline(Readable.from(chunksOf(report.header, first, pages), { objectMode: false }), res);
  } catch (err) {
    if (!isPrematureClose(err)) throw err;
  }
};
