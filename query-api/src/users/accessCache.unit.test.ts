// The asker's access is read once per users-projection checkpoint: a grant revoked or a user
// deactivated by a batch the projection applied is seen by the next call, whatever notifications say.
import type { Access } from '@wb/platform';
import { cachedAccessOf } from './accessCache';

const world = () => {
  const rows = new Map<number, Access>([
    [1, { grants: ['root'], deactivated: false }],
    [2, { grants: ['content.projects-view'], deactivated: false }],
  ]);
  let checkpoint: string | null = '10/10';
  let reads = 0;
  const accessOf = cachedAccessOf(
    async (userID) => {
      reads += 1;
      return rows.get(userID) ?? null;
    },
    () => checkpoint,
  );
  return {
    accessOf,
    rows,
    get reads() {
      return reads;
    },
    /** The users projection applied a batch (its rows may have changed). */
    applied(next: string | null) {
      checkpoint = next;
    },
  };
};

describe('access kept per users checkpoint', () => {
  it('reads each user once while the checkpoint stands', async () => {
    const w = world();
    for (let i = 0; i < 3; i += 1) {
      expect(await w.accessOf(1)).toEqual({ grants: ['root'], deactivated: false });
      expect(await w.accessOf(2)).toEqual({ grants: ['content.projects-view'], deactivated: false });
    }
    expect(w.reads).toBe(2);
  });

  it('sees a revoked grant and a deactivation once the projection has moved', async () => {
    const w = world();
    expect((await w.accessOf(2))?.grants).toEqual(['content.projects-view']);
    w.rows.set(2, { grants: [], deactivated: true });
    w.applied('11/12');
    expect(await w.accessOf(2)).toEqual({ grants: [], deactivated: true });
  });

  it('keeps an unknown user unknown only until the projection moves (a user added later counts)', async () => {
    const w = world();
    expect(await w.accessOf(3)).toBeNull();
    w.rows.set(3, { grants: ['admin.users'], deactivated: false });
    expect(await w.accessOf(3)).toBeNull();
    w.applied('11/13');
    expect(await w.accessOf(3)).toEqual({ grants: ['admin.users'], deactivated: false });
  });

  it('reads again after a read that a batch overtook', async () => {
    const w = world();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A read that started before a batch and ended after it is tagged with the checkpoint before.
    let first = true;
    const accessOf = cachedAccessOf(
      async (userID) => {
        // The row as it was when the read began.
        const row = w.rows.get(userID) ?? null;
        if (first) {
          first = false;
          await held;
        }
        return row;
      },
      () => (first ? '10/10' : '11/11'),
    );
    const during = accessOf(2);
    w.rows.set(2, { grants: [], deactivated: false });
    release();
    expect((await during)?.grants).toEqual(['content.projects-view']);
    expect(await accessOf(2)).toEqual({ grants: [], deactivated: false });
  });

  it('reads every time where no checkpoint is known', async () => {
    const w = world();
    w.applied(null);
    await w.accessOf(1);
    await w.accessOf(1);
    expect(w.reads).toBe(2);
  });
});
