import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { healthHandler } from './health';

const serve = async (checks: Parameters<typeof healthHandler>[0]) => {
  const app = express();
  app.get('/healthz', healthHandler(checks));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
  try {
    const res = await fetch(url);
    return { status: res.status, body: await res.json() };
  } finally {
    server.close();
  }
};

describe('/healthz', () => {
  it('answers 200 when every dependency answers', async () => {
    expect(await serve({ eventStore: async () => true, readModels: async () => true })).toEqual({ status: 200, body: { ok: true } });
  });

  it('answers 503 naming a dependency that fails or throws', async () => {
    const answer = await serve({
      eventStore: async () => false,
      readModels: async () => {
        throw new Error('connection refused');
      },
    });
    expect(answer).toEqual({ status: 503, body: { ok: false, failing: ['eventStore', 'readModels'] } });
  });
});
