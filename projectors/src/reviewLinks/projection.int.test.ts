import type { AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { reviewLinksProjection } from './projection';

const link = (kind: 'scene' | 'project', reviewUrl: string, target: { sceneID?: string; projectID: string }, extra: { expiresOn?: string; passcodeHash?: string } = {}): AnyEvent => ({
  type: 'ReviewLinkGenerated',
  data: { kind, sceneID: target.sceneID ?? null, projectID: target.projectID, reviewUrl, expiresOn: extra.expiresOn ?? null, passcodeHash: extra.passcodeHash ?? null, userID: 7 },
});

describe('reviewLinks projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given links made, regenerated and their scenes or projects deleted, expect only the live links', async () => {
    await h.append('reviewlink-scene_a', link('scene', 'url-a1', { sceneID: 'a', projectID: 'p-1' }));
    await h.append('reviewlink-scene_a', link('scene', 'url-a2', { sceneID: 'a', projectID: 'p-1' }, { expiresOn: '2026-12-01T00:00:00.000Z', passcodeHash: 'hash' }));
    await h.append('reviewlink-scene_b', link('scene', 'url-b', { sceneID: 'b', projectID: 'p-1' }));
    await h.append('reviewlink-project_p-1', link('project', 'url-p1', { projectID: 'p-1' }));
    await h.append('reviewlink-project_p-2', link('project', 'url-p2', { projectID: 'p-2' }));
    await h.append('reviewlink-scene_c', link('scene', 'url-c', { sceneID: 'c', projectID: 'p-2' }));
    await h.append('scene-b', { type: 'SceneDeleted', data: { sceneID: 'b', projectID: 'p-1' } });
    const last = await h.append('project-p-2', { type: 'ProjectDeleted', data: { projectID: 'p-2' } });
    const runner = await h.run([reviewLinksProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);

    expect(await h.rows('SELECT review_url, target, kind, scene_id, project_id, expires_on, passcode_hash FROM review_links ORDER BY review_url')).toEqual([
      { review_url: 'url-a2', target: 'scene_a', kind: 'scene', scene_id: 'a', project_id: 'p-1', expires_on: new Date('2026-12-01T00:00:00.000Z'), passcode_hash: 'hash' },
      { review_url: 'url-p1', target: 'project_p-1', kind: 'project', scene_id: null, project_id: 'p-1', expires_on: null, passcode_hash: null },
    ]);
    await runner.stop();
  });
});
