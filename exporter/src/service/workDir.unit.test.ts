import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openWorkDir } from './workDir';

describe('the work folder of an exporter process', () => {
  let base: string;
  beforeEach(async () => {
    base = await mkdtemp(join(tmpdir(), 'wb-workdir-'));
  });
  afterEach(() => rm(base, { recursive: true, force: true }));

  it('is a folder of its own, removed on stop, and removes what a dead process left a day ago but not what a live one uses', async () => {
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await mkdir(join(base, 'run-dead'));
    await writeFile(join(base, 'run-dead', 'part.mp4'), 'x');
    await utimes(join(base, 'run-dead'), dayAgo, dayAgo);
    await mkdir(join(base, 'run-live'));
    await mkdir(join(base, 'other'));
    await utimes(join(base, 'other'), dayAgo, dayAgo);

    const work = await openWorkDir(base);
    const names = await readdir(base);
    expect(names).toEqual(expect.arrayContaining(['run-live', 'other']));
    expect(names).not.toContain('run-dead');
    expect(work.path.startsWith(join(base, 'run-'))).toBe(true);
    await work.remove();
    expect((await readdir(base)).sort()).toEqual(['other', 'run-live']);
  });
});
