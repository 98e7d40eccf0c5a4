import type { AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { scenesProjection } from './projection';

const created = (sceneID: string, name: string, projectID = 'p-1'): AnyEvent => ({
  type: 'SceneCreated',
  data: {
    sceneID,
    projectID,
    name,
    duration: 30_000,
    width: 1920,
    height: 1080,
    userID: 2,
    copiedFrom: null,
    importedFrom: null,
  },
});
const saved = (sceneID: string, version: number, extra: { duration?: number; restoredFrom?: number | null } = {}): AnyEvent => ({
  type: 'SceneDocumentSaved',
  data: {
    sceneID,
    version,
    key: `${sceneID}/${version}-t`,
    hash: `h${version}`,
    bytes: 100 * version,
    elementCount: version,
    duration: extra.duration ?? 10_000,
    userID: 2,
    userName: 'Edith Tester',
    restoredFrom: extra.restoredFrom ?? null,
    importedFrom: null,
  },
});

describe('scenes projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given scenes created, changed, saved and deleted, expect their cards and versions', async () => {
    await h.append('scene-a', created('a', 'Intro'), { time: '2026-01-01T00:00:00.000Z' });
    await h.append('scene-b', created('b', 'Outro'), { time: '2026-01-01T00:00:01.000Z' });
    await h.append('scene-c', created('c', 'Gone'), { time: '2026-01-01T00:00:02.000Z' });
    await h.append('scene-a', { type: 'SceneRenamed', data: { sceneID: 'a', name: 'Opening', previousName: 'Intro' } });
    await h.append('scene-a', { type: 'SceneThumbnailChanged', data: { sceneID: 'a', thumbnail: '/api/v1/blobs/t.png' } });
    await h.append('scene-a', { type: 'SceneNotesChanged', data: { sceneID: 'a', text: '<p>Say hi</p>' } });
    await h.append('scene-a', { type: 'SceneLabelAdded', data: { sceneID: 'a', labelID: 'l-1' } });
    await h.append('scene-a', { type: 'SceneLabelAdded', data: { sceneID: 'a', labelID: 'l-2' } });
    await h.append('scene-a', { type: 'SceneLabelRemoved', data: { sceneID: 'a', labelID: 'l-1' } });
    await h.append('scene-a', saved('a', 1, { duration: 12_000 }), { time: '2026-01-02T00:00:00.000Z' });
    await h.append('scene-a', saved('a', 2, { duration: 14_000 }), { time: '2026-01-03T00:00:00.000Z' });
    await h.append('scene-a', { type: 'SceneKeyChanged', data: { sceneID: 'a', s3Key: 'a/1-t' } }, { time: '2026-01-04T00:00:00.000Z' });
    await h.append('scene-b', { type: 'SceneDurationChanged', data: { sceneID: 'b', duration: 45_000 } }, { time: '2026-01-05T00:00:00.000Z' });
    await h.append('scene-c', saved('c', 1));
    const last = await h.append('scene-c', { type: 'SceneDeleted', data: { sceneID: 'c', projectID: 'p-1' } });
    const runner = await h.run([scenesProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT scene_id, project_id, name, duration, s3_key, document_version, notes, thumbnail, labels, saved_on, modified, created_on FROM scenes ORDER BY scene_id')).toEqual([
      {
        scene_id: 'a',
        project_id: 'p-1',
        name: 'Opening',
        duration: 12_000,
        s3_key: 'a/1-t',
        document_version: 1,
        notes: '<p>Say hi</p>',
        thumbnail: '/api/v1/blobs/t.png',
        labels: ['l-2'],
        saved_on: new Date('2026-01-03T00:00:00.000Z'),
        modified: new Date('2026-01-04T00:00:00.000Z'),
        created_on: new Date('2026-01-01T00:00:00.000Z'),
      },
      {
        scene_id: 'b',
        project_id: 'p-1',
        name: 'Outro',
        duration: 45_000,
        s3_key: '',
        document_version: 0,
        notes: '',
        thumbnail: '',
        labels: [],
        saved_on: null,
        modified: new Date('2026-01-05T00:00:00.000Z'),
        created_on: new Date('2026-01-01T00:00:01.000Z'),
      },
    ]);
    expect(await h.rows('SELECT scene_id, version, key, hash, bytes, element_count, duration, user_id, user_name, restored_from FROM scene_versions ORDER BY scene_id, version')).toEqual([
      { scene_id: 'a', version: 1, key: 'a/1-t', hash: 'h1', bytes: 100, element_count: 1, duration: 12_000, user_id: 2, user_name: 'Edith Tester', restored_from: null },
      { scene_id: 'a', version: 2, key: 'a/2-t', hash: 'h2', bytes: 200, element_count: 2, duration: 14_000, user_id: 2, user_name: 'Edith Tester', restored_from: null },
    ]);
    await runner.stop();
  });

  it("given comments, replies, resolves and deletes, expect each card's open top-level and total comment counts", async () => {
    const comment = (commentID: string, sceneID: string, parentCommentID: string | null = null): AnyEvent => ({
      type: 'SceneCommentAdded',
      data: {
        commentID,
        sceneID,
        userID: 7,
        text: 'Hi',
        timestamp: null,
        parentCommentID,
        replyToCommentID: parentCommentID,
        annotations: [],
        mentionedUserIDs: [],
        anonymous: false,
        sceneVersion: null,
      },
    });
    const resolved = (commentID: string, sceneID: string, on: boolean): AnyEvent => ({ type: 'SceneCommentResolved', data: { commentID, sceneID, userID: 8, resolved: on } });
    await h.append('scene-k1', created('k1', 'Counted'));
    await h.append('scene-k2', created('k2', 'Other'));
    for (const [id, parent] of [
      ['k-1', null],
      ['k-2', 'k-1'],
      ['k-3', null],
      ['k-4', null],
      ['k-5', 'k-4'],
    ] as const)
      await h.append('scenecomments-k1', comment(id, 'k1', parent));
    await h.append('scenecomments-k2', comment('k-9', 'k2'));
    await h.append('scenecomments-k1', resolved('k-1', 'k1', true));
    await h.append('scenecomments-k1', resolved('k-3', 'k1', true));
    await h.append('scenecomments-k1', resolved('k-3', 'k1', false));
    const last = await h.append('scenecomments-k1', { type: 'SceneCommentsDeleted', data: { sceneID: 'k1', commentIDs: ['k-4', 'k-5'] } });
    const runner = await h.run([scenesProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    await runner.stop();
    expect(await h.rows("SELECT scene_id, open_comments, comments FROM scenes WHERE scene_id IN ('k1', 'k2') ORDER BY scene_id")).toEqual([
      // k-1 resolved (with its reply k-2), k-3 open again, k-4 and its reply deleted.
      { scene_id: 'k1', open_comments: 1, comments: 3 },
      { scene_id: 'k2', open_comments: 1, comments: 1 },
    ]);
  });
});
