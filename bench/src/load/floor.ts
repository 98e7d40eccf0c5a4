// Starts the floor server (floorProcess.ts) in a child process on the product's database, and stops it.
import { fork } from 'node:child_process';
import path from 'node:path';

export interface FloorServer {
  /** http://127.0.0.1:<port>; each case answers at /<case>. */
  readonly url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

export const startFloor = async (databaseUrl: string): Promise<FloorServer> => {
  const child = fork(path.join(__dirname, 'floorProcess.js'), [], {
    env: { ...process.env, BENCH_FLOOR_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the floor server did not start in time')), START_TIMEOUT_MS);
    child.once('message', (message: { url: string }) => {
      clearTimeout(timer);
      resolve(message.url);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the floor server exited with code ${code}`));
    });
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.send('stop');
      const killer = setTimeout(() => child.kill(), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
};
