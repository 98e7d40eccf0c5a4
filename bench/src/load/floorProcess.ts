// Child process entry: the smallest server that answers the latency cases (floorQueries.ts), a bare
// node:http server and a pg pool on the product's database, in a process of its own as the product is.
import http from 'node:http';
import { freePort } from '@wb/platform';
import { Pool } from 'pg';
import { FLOOR_QUERIES, type FloorCase } from './floorQueries';

/** As many connections as the product's read models pool. */
const POOL_SIZE = 20;

const isCase = (name: string): name is FloorCase => Object.hasOwn(FLOOR_QUERIES, name);

const main = async (): Promise<void> => {
  const pool = new Pool({ connectionString: process.env.BENCH_FLOOR_DATABASE_URL, max: POOL_SIZE });
  const server = http.createServer((request, response) => {
    const name = (request.url ?? '').slice(1);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!isCase(name)) {
        response.writeHead(404).end();
        return;
      }
      const query = FLOOR_QUERIES[name];
      const input = (chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}) as Record<string, unknown>;
      // A named query is prepared once per connection and executed after that.
      pool.query<{ body: string }>({ name: `floor_${name}`, text: query.sql, values: query.values(input) }).then(
        ({ rows }) => response.writeHead(200, { 'content-type': 'application/json' }).end(rows[0]?.body ?? '[]'),
        (err: unknown) => response.writeHead(500).end(String(err)),
      );
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = () => server.close(() => void pool.end().finally(() => process.exit(0)));
  process.on('message', stop);
  process.on('disconnect', stop);
  process.send!({ url: `http://127.0.0.1:${port}` });
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
