import type { SceneVersion } from '@wb/contracts';
import { undoVersionsOf } from './loadScene';

const v = (version: number): SceneVersion => ({ version, hash: '', savedOn: '', userID: null, userName: '', elementCount: 0, duration: 0, bytes: 0, restoredFrom: null });

describe('the versions that become undo steps after a reload', () => {
  it('are the 20 before the current one, oldest first', () => {
    const versions = Array.from({ length: 30 }, (_, i) => v(30 - i));
    expect(undoVersionsOf(versions, 30)).toEqual(Array.from({ length: 20 }, (_, i) => i + 10));
  });

  it('are none for a scene saved once', () => {
    expect(undoVersionsOf([v(1)], 1)).toEqual([]);
  });
});
