// How an external adapter's suite finds its server: the URL variable first, then a Docker engine that
// answers (testcontainers), else skipped with a reason saying what is missing. The engine is faked by
// a local HTTP server answering Docker's ping; no container is started here.
import { spawn } from 'node:child_process';
import { freePort } from '../net/freePort';
import { externalServer, type ExternalServerSpec } from './externalServer';

const spec: ExternalServerSpec = { name: 'Thing adapter', urlVariable: 'WB_TEST_THING_URL', image: 'thing:1', port: 1234, url: (h, p) => `thing://${h}:${p}` };

const withEnv = async (env: Record<string, string | undefined>, fn: () => Promise<void> | void) => {
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  };
  set(env);
  try {
    await fn();
  } finally {
    set(before);
  }
};

it('uses the server the URL variable names, without asking Docker', async () => {
  await withEnv({ WB_TEST_THING_URL: 'thing://there:1', DOCKER_HOST: 'tcp://127.0.0.1:1' }, async () => {
    const server = externalServer(spec);
    expect(server.available && server.source).toBe('url');
    if (server.available) expect(await server.start()).toBe('thing://there:1');
  });
});

it('without the variable and with a Docker engine that does not answer: skipped, the reason naming both', async () => {
  const closed = await freePort();
  await withEnv({ WB_TEST_THING_URL: undefined, DOCKER_HOST: `tcp://127.0.0.1:${closed}` }, () => {
    const server = externalServer(spec);
    expect(server.available).toBe(false);
    if (!server.available) {
      expect(server.reason).toBe(`Thing adapter: skipped because WB_TEST_THING_URL is not set and the Docker engine at tcp://127.0.0.1:${closed} does not answer to start thing:1 with testcontainers`);
    }
  });
});

// The fake engine runs in its own process: the ping is synchronous and blocks this one.
const FAKE_ENGINE = `const s = require('node:http').createServer((q, r) => { if (q.url === '/_ping') r.end('OK'); else { r.statusCode = 500; r.end(); } });
s.listen(0, '127.0.0.1', () => console.log(s.address().port));`;

it('without the variable and with a Docker engine that answers: a testcontainers container, started only when asked', async () => {
  const engine = spawn(process.execPath, ['-e', FAKE_ENGINE], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<string>((resolve) => engine.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
    await withEnv({ WB_TEST_THING_URL: undefined, DOCKER_HOST: `tcp://127.0.0.1:${port}` }, () => {
      const server = externalServer(spec);
      expect(server.available && server.source).toBe('container');
    });
  } finally {
    engine.kill();
  }
});
