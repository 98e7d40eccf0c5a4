// Where a process writes parts and joined MP4s before they are stored: a folder of its own inside the
// configured one (DATA_DIR/exporter, which may be far bigger than a memory-backed /tmp; a 30-minute
// 1080p export is over a gigabyte, twice while joining), removed when the process stops. Folders left
// by a process that died are removed by the next one to start, once a day old (another live process
// may share the folder, and a part takes seconds, not days).
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

const PREFIX = 'run-';
const STALE_MS = 24 * 60 * 60 * 1000;

export const openWorkDir = async (base: string, now: number = Date.now()): Promise<{ path: string; remove(): Promise<void> }> => {
  await mkdir(base, { recursive: true });
  for (const name of await readdir(base)) {
    if (!name.startsWith(PREFIX)) continue;
    const left = join(base, name);
    const { mtimeMs } = await stat(left).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > STALE_MS) await rm(left, { recursive: true, force: true });
  }
  const path = await mkdtemp(join(base, PREFIX));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
};
