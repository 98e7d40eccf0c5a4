// A CSV report over a real HTTP answer: the file a spreadsheet reads (the mark, quoting, defused
// formulas), pages read only as the browser takes them, and a download stopped midway ending the page
// reader at once (the pages read stop growing and the reader's cleanup runs).
import http, { type Server } from 'node:http';
import express from 'express';
import { freePort } from '@wb/platform';
import { BOM, sendCsv } from './csvAnswer';
import type { Cell, Report } from './reportRows';

const PAGE_ROWS = 1_000;

/** A report of `pages` pages (unbounded when null), counting the pages read and whether the reader ended. */
const countingReport = (pages: number | null) => {
  const seen = { read: 0, ended: false };
  const report: Report = {
    header: ['N', 'Name'],
    pages: async function* () {
      try {
        for (let page = 0; pages === null || page < pages; page++) {
          // A round trip to the database, as a real page read is.
          await new Promise((resolve) => setImmediate(resolve));
          seen.read += 1;
          yield Array.from({ length: PAGE_ROWS }, (_, i): Cell[] => [page * PAGE_ROWS + i, `row ${page * PAGE_ROWS + i} ${'x'.repeat(100)}`]);
        }
      } finally {
        seen.ended = true;
      }
    },
  };
  return { report, seen };
};

let server: Server;
let url: string;
let report: Report;
beforeAll(async () => {
  const app = express();
  app.get('/csv', (_req, res, next) => {
    sendCsv(res, 'report.csv', report, { userID: 1 }).catch(next);
  });
  const port = await freePort();
  server = app.listen(port);
  url = `http://127.0.0.1:${port}/csv`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

const waitFor = async (done: () => boolean, ms = 2_000): Promise<void> => {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('a CSV report over HTTP', () => {
  it('answers a UTF-8 file with the mark, the header and every row, quoting text and defusing formulas', async () => {
    report = {
      header: ['Name', 'Count'],
      pages: async function* () {
        yield [['Cells, "membranes"\nline two', 3]];
        yield [
          ['=HYPERLINK("http://x")', -1],
          ['Øresund 東京', null],
        ];
      },
    };
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?report\.csv"?$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(`${BOM}"Name","Count"\r\n"Cells, ""membranes""\nline two",3\r\n"'=HYPERLINK(""http://x"")",-1\r\n"Øresund 東京",""\r\n`);
  });

  it('reads the pages only as the answer is taken', async () => {
    const counting = countingReport(null);
    report = counting.report;
    // A client that takes nothing (fetch would keep reading into its own buffer): the server fills the
    // socket's buffers and waits, far short of the endless report.
    const req = http.get(url, (res) => res.pause());
    // The kernel's socket buffers on loopback take a few megabytes before the writes stop.
    let stalled = -1;
    for (let tries = 0; tries < 20 && counting.seen.read !== stalled; tries++) {
      stalled = counting.seen.read;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(counting.seen.read).toBe(stalled);
    expect(stalled).toBeLessThan(100);
    req.destroy();
    await waitFor(() => counting.seen.ended);
    expect(counting.seen.ended).toBe(true);
  });

  it('stops reading at once when the browser stops the download midway', async () => {
    const counting = countingReport(100_000);
    report = counting.report;
    const controller = new AbortController();
    const res = await fetch(url, { signal: controller.signal });
    const reader = res.body?.getReader();
    let received = 0;
    while (received < 2_000_000) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      received += chunk.value.length;
    }
    expect(received).toBeGreaterThanOrEqual(2_000_000);
    controller.abort();
    await waitFor(() => counting.seen.ended);
    const atStop = counting.seen.read;
    expect(counting.seen.ended).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No page is read after the stop, and only the few already buffered were read ahead of it.
    expect(counting.seen.read).toBe(atStop);
    expect(atStop).toBeLessThan(100);
  });
});
