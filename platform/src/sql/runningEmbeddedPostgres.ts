// The embedded PostgreSQL of a gateway that is already running (e.g. `npm run rebuild` beside
// `npm start`): a second server cannot start on the same data folder, so connect to the first.
// The password file, database name and socket are those startEmbeddedPostgres writes, creates and opens.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { embeddedUrl, socketDirOf } from './embeddedPostgres';

export const runningEmbeddedPostgresUrl = async (dataDir: string, port: number): Promise<string | null> => {
  if (!existsSync(path.join(dataDir, 'postmaster.pid')) || !existsSync(path.join(dataDir, 'wb_password'))) return null;
  const password = (await readFile(path.join(dataDir, 'wb_password'), 'utf8')).trim();
  // A server started before the socket was moved into the data folder has none there: TCP then.
  const socketDir = socketDirOf(dataDir, port);
  const url = embeddedUrl(password, port, socketDir !== null && existsSync(path.join(socketDir, `.s.PGSQL.${port}`)) ? socketDir : null);
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    // A postmaster.pid left by a crash: nobody answers, so this process starts the server.
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
};
