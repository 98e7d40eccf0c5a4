// A report sent as a CSV file a spreadsheet opens cleanly: a UTF-8 byte order mark (without it Excel
// reads the file as the local code page and garbles every non-ASCII name), a header row, then the rows
// a page at a time, every text cell quoted (quotes doubled, commas and line breaks kept inside, as RFC
// 4180 says) and defused if a spreadsheet would run it as a formula. Each page becomes a chunk
// through a stream pipeline, so the next page is read only when the answer has taken the last one,
// and a browser that stops the download ends the pipeline, which ends the page reader at once.
// Every download takes a place among the process's (downloadSlots.ts) before its first page is read,
// and gives it back when it ends, fails or is stopped.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { ApiError } from '@wb/platform';
import { createDownloadSlots, DOWNLOAD_RETRY_AFTER_SECONDS, type DownloadSlots } from './downloadSlots';
import type { Cell, Page, Report } from './reportRows';

/** The UTF-8 byte order mark: the first character of every CSV answered. */
export const BOM = '\uFEFF';

/** The places of this process's CSV downloads: every route that answers a CSV shares them. */
const processDownloads = createDownloadSlots();

/** Whether a text begins as a spreadsheet formula would: =, +, -, @, tab or carriage return. */
const looksLikeFormula = (text: string): boolean => {
  const first = text.charCodeAt(0);
  return first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13;
};

/**
 * A cell a spreadsheet would run as a formula gets a leading apostrophe: file, project and kit names
 * are user text, and an admin opens these files in a spreadsheet.
 */
export const safeCell = (cell: Cell): string | number => {
  if (cell === null) return '';
  if (typeof cell === 'number') return cell;
  return looksLikeFormula(cell) ? `'${cell}` : cell;
};

const QUOTES = /"/g;

/** One cell as CSV: a number bare, anything else quoted with its quotes doubled (null as ""). */
export const csvCell = (cell: Cell): string => {
  if (typeof cell === 'number') return String(cell);
  if (cell === null || cell === '') return '""';
  const safe = looksLikeFormula(cell) ? `'${cell}` : cell;
  return safe.includes('"') ? `"${safe.replace(QUOTES, '""')}"` : `"${safe}"`;
};

/**
 * Rows as CSV text: text cells quoted, CRLF line ends (what spreadsheets write). Written by hand, not
 * by csv-stringify: the rules are few, a row costs a few string joins instead of a pass through its
 * option handling, and the unit tests hold the output to csv-stringify's for the same cells.
 */
export const csvText = (rows: readonly (readonly Cell[])[]): string => {
  let text = '';
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) text += i === 0 ? csvCell(row[i] ?? null) : `,${csvCell(row[i] ?? null)}`;
    text += '\r\n';
  }
  return text;
};

const pageText = (page: Page): string => (typeof page === 'string' ? page : csvText(page));

/** The file's text a chunk a page: the mark and header first, then each page as it is read. */
async function* chunksOf(header: readonly string[], first: IteratorResult<Page>, pages: AsyncGenerator<Page>): AsyncGenerator<string> {
  yield BOM + csvText([header]);
  if (first.done) return;
  yield pageText(first.value);
  for await (const page of pages) yield pageText(page);
}

/** How long a download may wait on a browser that takes none of it before it is cut. */
const STALLED_DOWNLOAD_MS = 60_000;

/** Node's code for a stream closed before its end: here, the browser stopped the download. */
const isPrematureClose = (err: unknown): boolean => err instanceof Error && 'code' in err && err.code === 'ERR_STREAM_PREMATURE_CLOSE';

/** Who asks for the download, and the places it takes one of (the process's unless a test gives its own). */
export interface CsvAsker {
  readonly userID: number;
  readonly slots?: DownloadSlots;
}

export const sendCsv = async (res: Response, fileName: string, report: Report<Page>, asker: CsvAsker): Promise<void> => {
  const slot = (asker.slots ?? processDownloads).take(asker.userID);
  if (slot instanceof ApiError) {
    // Refused before any page is read: the error handler answers the 429 with this header kept.
    res.setHeader('Retry-After', String(DOWNLOAD_RETRY_AFTER_SECONDS));
    throw slot;
  }
  try {
    await streamCsv(res, fileName, report);
  } finally {
    // Ended, failed or stopped by the browser (the pipeline settles on the answer's close): the place
    // is free for the next download at once.
    slot.release();
  }
};

const streamCsv = async (res: Response, fileName: string, report: Report<Page>): Promise<void> => {
  // The first page is read before anything is sent, so a failing read still answers a proper error.
  const pages = report.pages();
  let first: IteratorResult<Page>;
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
  // A browser that takes nothing for this long is gone or stuck: its place is given to the next one.
  res.setTimeout(STALLED_DOWNLOAD_MS, () => res.destroy());
  try {
    // Destroying the readable (the pipeline does when the answer closes early) returns the generator,
    // whose for-await returns the page reader: no page is read after the one in flight.
    await pipeline(Readable.from(chunksOf(report.header, first, pages), { objectMode: false }), res);
  } catch (err) {
    if (!isPrematureClose(err)) throw err;
  }
};
