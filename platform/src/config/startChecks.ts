// Checks made before anything starts, so that a start which cannot work stops at once with a StartError
// saying what to do, instead of failing later inside PostgreSQL or the web server.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { access, constants, mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { errorCode, listenProblem, StartError } from './startError';

/** The nearest folder that exists on the way to `target` (statfs needs one). */
const nearestExisting = (target: string): string => {
  let at = path.resolve(target);
  while (!existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
};

/** Makes `dir` if needed and proves a file can be written in it. */
export const ensureWritableFolder = async (dir: string, variable: string): Promise<void> => {
  const probe = path.join(dir, `.write-test-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (err) {
    // mkdir -p on a read-only disk reports ENOENT: the folder it could not make tells the real reason.
    const code = errorCode(err) === 'ENOENT' ? await access(nearestExisting(dir), constants.W_OK).then(() => 'ENOENT', errorCode) : errorCode(err);
    if (code === 'ENOTDIR' || code === 'EEXIST') throw new StartError(`${variable} ${dir} is not a folder: set ${variable} to a folder this user can write to.`);
    if (code === 'ENOSPC') throw new StartError(`The disk of ${variable} ${dir} is full: free some space, or set ${variable} to a folder on another disk.`);
    throw new StartError(`${variable} ${dir} is not writable (${code ?? String(err)}): give this user write access to it, or set ${variable} to a folder it can write to.`);
  }
};

const MB = 1024 * 1024;

/** Free space on the disk that holds (or will hold) `target`, for this user. */
export const freeBytes = async (target: string): Promise<number> => {
  const stats = await statfs(nearestExisting(target));
  return stats.bavail * stats.bsize;
};

/** Stops the start when the disk of `target` has less than `neededBytes` free. */
export const ensureFreeSpace = async (target: string, neededBytes: number, what: string, variable: string): Promise<void> => {
  const free = await freeBytes(target);
  if (free >= neededBytes) return;
  throw new StartError(
    `Not enough disk space for ${what} in ${target}: ${Math.floor(free / MB)} MB free, at least ${Math.ceil(neededBytes / MB)} MB needed. Free some space, or set ${variable} to a folder on a larger disk.`,
  );
};

/** Stops the start when something already listens on `port` (checked on every address, as the server binds). */
export const ensurePortFree = (port: number, variable: string, host?: string): Promise<void> =>
  new Promise((resolve, reject) => {
    if (port === 0) return resolve(); // the system picks a free one
    const probe = net.createServer();
    probe.once('error', (err) => reject(listenProblem(err, port, variable) ?? err));
    probe.listen({ port, ...(host ? { host } : {}), exclusive: true }, () => probe.close(() => resolve()));
  });
