import path from 'node:path';
import { choosePlacement, firstBarrier, foldersOnTheWay, mayEnter, relocatedHome, type Account } from './clusterPlacement';

const postgres: Account = { uid: 101, gids: [104] };
const folder = (p: string, mode: number, uid = 0, gid = 0) => ({ path: p, mode, uid, gid });

describe('whether the postgres user may enter a folder', () => {
  it('enters a folder open to others (755) and not a home folder of mode 700 owned by root', () => {
    expect(mayEnter(postgres, folder('/work', 0o40755))).toBe(true);
    expect(mayEnter(postgres, folder('/root', 0o40700))).toBe(false);
  });
  it('enters by its group or as the owner when those bits allow it', () => {
    expect(mayEnter(postgres, folder('/srv/team', 0o40750, 0, 104))).toBe(true);
    expect(mayEnter(postgres, folder('/srv/own', 0o40700, 101, 0))).toBe(true);
    expect(mayEnter(postgres, folder('/srv/own', 0o40070, 101, 104))).toBe(false);
  });
  it('a postgres account not created yet enters only what others may enter', () => {
    expect(mayEnter({ uid: null, gids: [] }, folder('/srv', 0o40750, 0, 104))).toBe(false);
  });
  it('names the first folder on the way it cannot enter', () => {
    const chain = foldersOnTheWay('/root/clone/data/pg').map((p) => folder(p, p === '/root' ? 0o40700 : 0o40755));
    expect(chain.map((f) => f.path)).toEqual(['/', '/root', '/root/clone', '/root/clone/data', '/root/clone/data/pg']);
    expect(firstBarrier(postgres, chain)?.path).toBe('/root');
    expect(
      firstBarrier(
        postgres,
        chain.filter((f) => f.path !== '/root'),
      ),
    ).toBeNull();
  });
});

describe('where the cluster lives', () => {
  const base = { dataDir: '/root/clone/data', clusterInDataDir: false, clusterInRelocatedHome: false, stateRoot: '/var/lib/whiteboard-studio' };

  it('not as root: always in DATA_DIR/pg, binaries from the install, nothing said', () => {
    expect(choosePlacement({ ...base, runningAsRoot: false, dataDirBarrier: '/root', binariesBarrier: '/root' })).toEqual({ clusterDir: '/root/clone/data/pg', runtimeDir: null, notice: null });
  });

  it('as root with everything reachable (CI: a clone in /work): in DATA_DIR/pg as before', () => {
    expect(choosePlacement({ ...base, dataDir: '/work/clone/data', runningAsRoot: true, dataDirBarrier: null, binariesBarrier: null })).toEqual({
      clusterDir: '/work/clone/data/pg',
      runtimeDir: null,
      notice: null,
    });
  });

  it('as root in a clone under /root: the cluster in a folder named by DATA_DIR, binaries from the shared copies, and one line saying so', () => {
    const placed = choosePlacement({ ...base, runningAsRoot: true, dataDirBarrier: '/root', binariesBarrier: '/root' });
    const home = relocatedHome('/root/clone/data', '/var/lib/whiteboard-studio');
    expect(home).toMatch(/^\/var\/lib\/whiteboard-studio\/[0-9a-f]{16}$/);
    expect(placed).toEqual({
      clusterDir: path.join(home, 'pg'),
      runtimeDir: '/var/lib/whiteboard-studio/runtime',
      notice: `The embedded PostgreSQL keeps its data in ${home}/pg, not in /root/clone/data/pg: it cannot run as root, and its postgres user cannot enter /root.`,
    });
    expect(placed.notice).not.toContain('\n');
  });

  it('the same DATA_DIR gives the same folder on every start; another DATA_DIR another folder', () => {
    expect(relocatedHome('/root/clone/data')).toBe(relocatedHome('/root/clone/./data'));
    expect(relocatedHome('/root/clone/data')).not.toBe(relocatedHome('/root/other/data'));
  });

  it('a cluster already in DATA_DIR stays there; one already relocated stays relocated', () => {
    expect(choosePlacement({ ...base, runningAsRoot: true, clusterInDataDir: true, dataDirBarrier: '/root', binariesBarrier: null }).clusterDir).toBe('/root/clone/data/pg');
    const kept = choosePlacement({ ...base, runningAsRoot: true, clusterInRelocatedHome: true, dataDirBarrier: null, binariesBarrier: null });
    expect(kept.clusterDir).toBe(path.join(relocatedHome('/root/clone/data', base.stateRoot), 'pg'));
    expect(kept.notice).toContain('an earlier start put it there');
  });

  it('DATA_DIR reachable but the install is not (DATA_DIR=/srv/data, clone in /root): cluster in DATA_DIR, binaries copied', () => {
    const placed = choosePlacement({ ...base, dataDir: '/srv/data', runningAsRoot: true, dataDirBarrier: null, binariesBarrier: '/root' });
    expect(placed.clusterDir).toBe('/srv/data/pg');
    expect(placed.runtimeDir).toBe('/var/lib/whiteboard-studio/runtime');
    expect(placed.notice).toBeNull();
  });
});
