// A start that cannot work for a reason the operator can fix stops with ONE line saying what to do and
// a non-zero exit code, never a stack trace. Runs the built entry point, as `npm start` does.
import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@wb/platform';

const MAIN = path.resolve(__dirname, '../../gateway/dist/main.js');
const asRoot = process.getuid?.() === 0;
// A private mount namespace lets root give the product a small or read-only disk without touching the machine's.
const canMount = asRoot && spawnSync('unshare', ['-m', 'true']).status === 0;

interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the product with `env` (through `wrap`, e.g. unshare) and waits until it ends by itself. */
const start = async (env: Record<string, string>, wrap: string[] = []): Promise<Ended> => {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const [command, ...args] = [...wrap, process.execPath, MAIN];
  const child = spawn(command ?? process.execPath, args, {
    env: { ...inherited, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), ADMIN_PASSWORD: 'a long enough password', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, stdout, stderr };
};

/** What the operator sees: exit code non-zero, one line on stderr, no stack trace anywhere. */
const expectOneLine = (ended: Ended, line: RegExp): void => {
  expect(ended.code).not.toBe(0);
  expect(ended.code).not.toBeNull();
  expect(ended.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(line)]);
  expect(`${ended.stdout}${ended.stderr}`).not.toMatch(/^\s+at /m);
};

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'wb-start-'));
  await chmod(scratch, 0o755);
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const listening = (port: number) =>
  new Promise<net.Server>((resolve) => {
    const server = net.createServer();
    server.listen(port, () => resolve(server));
  });

it('PORT taken: says which port and to set PORT', async () => {
  const port = await freePort();
  const squatter = await listening(port);
  try {
    const ended = await start({ PORT: String(port), DATA_DIR: path.join(scratch, 'port') });
    expectOneLine(ended, new RegExp(`^Port ${port} is already in use: stop the program listening on it, or set PORT to a free port\\.$`));
  } finally {
    squatter.close();
  }
}, 90_000);

it('EMBEDDED_PG_PORT taken: says which port and to set EMBEDDED_PG_PORT', async () => {
  const pgPort = await freePort();
  const squatter = await listening(pgPort);
  try {
    const ended = await start({ EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: path.join(scratch, 'pgport') });
    expectOneLine(ended, new RegExp(`^Port ${pgPort} is already in use: stop the program listening on it, or set EMBEDDED_PG_PORT to a free port\\.$`));
  } finally {
    squatter.close();
  }
}, 90_000);

it('DATA_DIR is a file, not a folder: says so and to set DATA_DIR', async () => {
  const file = path.join(scratch, 'a-file');
  await writeFile(file, 'not a folder');
  const ended = await start({ DATA_DIR: path.join(file, 'data') });
  expectOneLine(ended, /^DATA_DIR .*a-file\/data is not a folder: set DATA_DIR to a folder this user can write to\.$/);
}, 90_000);

const readOnlyTitle = 'DATA_DIR not writable: says so and what to do';
if (!asRoot || canMount) {
  it(
    readOnlyTitle,
    async () => {
      const dir = path.join(scratch, 'read-only');
      await mkdir(dir);
      let ended: Ended;
      if (asRoot) {
        // Root writes anywhere a permission bit forbids it: only a read-only mount stops it.
        ended = await start({ DATA_DIR: path.join(dir, 'data') }, ['unshare', '-m', 'sh', '-c', `mount -t tmpfs -o ro,size=1m tmpfs '${dir}' && exec "$@"`, 'sh']);
      } else {
        await chmod(dir, 0o555);
        ended = await start({ DATA_DIR: path.join(dir, 'data') });
      }
      expectOneLine(ended, /^DATA_DIR .*read-only\/data is not writable \((EROFS|EACCES)\): give this user write access to it, or set DATA_DIR to a folder it can write to\.$/);
    },
    90_000,
  );
} else {
  it.skip(`${readOnlyTitle} (skipped: as root without mount namespaces nothing here can make a folder read-only)`, () => undefined);
}

const diskTitle = 'too little disk space for the cluster: says how much is free and needed, and to set DATA_DIR';
if (canMount) {
  it(
    diskTitle,
    async () => {
      const dir = path.join(scratch, 'small-disk');
      await mkdir(dir);
      const ended = await start({ DATA_DIR: path.join(dir, 'data') }, ['unshare', '-m', 'sh', '-c', `mount -t tmpfs -o size=8m tmpfs '${dir}' && exec "$@"`, 'sh']);
      expectOneLine(
        ended,
        /^Not enough disk space for the embedded PostgreSQL in .*small-disk\/data\/pg: \d+ MB free, at least 256 MB needed\. Free some space, or set DATA_DIR to a folder on a larger disk\.$/,
      );
    },
    90_000,
  );
} else {
  it.skip(`${diskTitle} (skipped: a small disk is made with a tmpfs in a private mount namespace, which needs root)`, () => undefined);
}
