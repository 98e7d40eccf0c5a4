// `npm start` stopped by Ctrl-C or a service manager: the product answers until it stops, then exits
// with 0, having stopped its embedded PostgreSQL after closing its own connections (no connection cut
// under it, nothing left running). Runs the built entry point, as `npm start` does.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@wb/platform';

const MAIN = path.resolve(__dirname, '../../gateway/dist/main.js');

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const healthy = async (url: string, deadline: number): Promise<boolean> => {
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wb-signal-'));
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

it.each(['SIGTERM', 'SIGINT'] as const)(
  'on %s it stops cleanly: exit code 0, no warning, the embedded PostgreSQL stopped',
  async (signal) => {
    const [port, pgPort] = [await freePort(), await freePort()];
    // The embedded defaults: no server of the machine's.
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const child = spawn(process.execPath, [MAIN], {
      env: { ...env, PORT: String(port), DATA_DIR: path.join(dataDir, signal), EMBEDDED_PG_PORT: String(pgPort), ADMIN_PASSWORD: 'a long enough password', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      expect(await healthy(`http://127.0.0.1:${port}`, Date.now() + 60_000)).toBe(true);
      expect(await accepts(pgPort)).toBe(true);
      child.kill(signal);
      expect(await exited).toBe(0);
      const complaints = output.split('\n').filter((line) => /"level":(40|50|60)/.test(line));
      expect(complaints).toEqual([]);
      expect(output).toContain(`${signal}: stopping`);
      expect(await accepts(pgPort)).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  },
  90_000,
);
