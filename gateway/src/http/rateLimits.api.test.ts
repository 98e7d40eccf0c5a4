// Every budget the gateway and the edge mount: sign-in per email, public review reads and pictures,
// each refusing with 429 once spent and passing the request on before.
import http from 'node:http';
import express from 'express';
import { AuthPaths, ReviewImagePath } from '@wb/contracts';
import { closeServer, listen } from './closeServer';
import { mountRateLimits } from './rateLimits';
import { REVIEW_READ_PATHS } from './reviewRateLimit';

let server: http.Server;
let base = '';

beforeAll(async () => {
  const app = express();
  mountRateLimits(app, { loginAttemptsPerMinute: 2, loginAttemptsPerAddressPerMinute: 100, reviewReadsPerAddressPerMinute: 2, reviewPicturesPerAddressPerMinute: 2 }, [express.json()]);
  app.use((_req, res) => res.status(200).json({ passed: true }));
  server = http.createServer(app);
  base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});
afterAll(() => closeServer(server, 10));

const statuses = async (n: number, path: string, init: RequestInit = {}) => {
  const answers: number[] = [];
  for (let i = 0; i < n; i++) answers.push((await fetch(`${base}${path}`, init)).status);
  return answers;
};
const signIn = (email: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'wrong' }) });

it('counts sign-in attempts per email, read from the body', async () => {
  expect(await statuses(3, AuthPaths.login, signIn('ada@example.com'))).toEqual([200, 200, 429]);
  expect(await statuses(1, AuthPaths.login, signIn('grace@example.com'))).toEqual([200]);
});

it('counts public review reads and review pictures per address, apart', async () => {
  expect(await statuses(3, REVIEW_READ_PATHS[0], { method: 'POST' })).toEqual([200, 200, 429]);
  expect(await statuses(3, `${ReviewImagePath}?key=k`)).toEqual([200, 200, 429]);
});
