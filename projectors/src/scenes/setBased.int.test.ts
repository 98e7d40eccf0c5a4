// The scenes projection applied set-based builds exactly the rows it builds event by event, and parks the
// same bad events: many saves of a scene in a batch, a key set back to a stored version and to one saved
// in the same batch, labels added twice and removed, a scene deleted and created again under its id with
// its version numbers saved again; comments added, replied, resolved, opened again, deleted, delivered
// twice, on a scene not there, resolved under another scene's name; a scene changed before it exists,
// created twice, a version saved twice, a key of no version, a deleted scene deleted again.
import type { AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { scenesProjection } from './projection';

const ORDER = { scenes: 'scene_id', scene_versions: 'scene_id, version', scene_card_comments: 'comment_id' };

const created = (sceneID: string, name: string): AnyEvent => ({
  type: 'SceneCreated',
  data: { sceneID, projectID: 'p1', name, duration: 30_000, width: 1920, height: 1080, userID: 2, copiedFrom: null, importedFrom: null },
});
const saved = (sceneID: string, version: number): AnyEvent => ({
  type: 'SceneDocumentSaved',
  data: {
    sceneID,
    version,
    key: `${sceneID}/${version}`,
    hash: `h${version}`,
    bytes: 100 * version,
    elementCount: version,
    duration: 10_000 + version / 3,
    userID: version % 2 === 0 ? null : 2,
    userName: 'Edith',
    restoredFrom: version > 3 ? 1 : null,
    importedFrom: null,
  },
});
const comment = (commentID: string, sceneID: string, parentCommentID: string | null = null): AnyEvent => ({
  type: 'SceneCommentAdded',
  data: { commentID, sceneID, userID: 7, text: 'Hi', timestamp: null, parentCommentID, replyToCommentID: parentCommentID, annotations: [], mentionedUserIDs: [], anonymous: false, sceneVersion: null },
});
const resolved = (commentID: string, sceneID: string, on: boolean): AnyEvent => ({ type: 'SceneCommentResolved', data: { commentID, sceneID, userID: 8, resolved: on } });

const appendScript = async (h: Harness): Promise<bigint> => {
  let minute = 0;
  let last = 0n;
  const add = async (event: AnyEvent) => {
    const stream = event.type.startsWith('SceneComment') ? `scenecomments-${(event.data as { sceneID: string }).sceneID}` : `scene-${(event.data as { sceneID: string }).sceneID}`;
    last = await h.append(stream, event, { time: new Date(Date.UTC(2026, 0, 1) + minute++ * 60_000 + 654).toISOString() });
  };
  await add({ type: 'SceneRenamed', data: { sceneID: 'ghost', name: 'Boo', previousName: '' } });
  await add(comment('early', 'a'));
  for (const id of ['a', 'b', 'c', 'd']) await add(created(id, `Scene ${id}`));
  for (let round = 1; round <= 8; round++) {
    for (const id of ['a', 'b', 'c']) {
      await add(saved(id, round));
      await add(comment(`${id}${round}`, id));
      await add(comment(`${id}${round}r`, id, `${id}${round}`));
    }
    await add({ type: 'SceneLabelAdded', data: { sceneID: 'a', labelID: `l${round % 3}` } });
    if (round % 2 === 0) {
      await add(resolved(`a${round - 1}`, 'a', true));
      await add(resolved(`b${round - 1}`, 'b', true));
      await add(resolved(`b${round - 1}`, 'b', false));
      await add({ type: 'SceneCommentsDeleted', data: { sceneID: 'c', commentIDs: [`c${round - 1}`, `c${round - 1}r`, 'never'] } });
      await add({ type: 'SceneLabelRemoved', data: { sceneID: 'a', labelID: 'l1' } });
      await add({ type: 'SceneKeyChanged', data: { sceneID: 'b', s3Key: `b/${round - 1}` } });
    }
    if (round === 3) {
      await add({ type: 'SceneRenamed', data: { sceneID: 'b', name: 'Scene bee', previousName: 'Scene b' } });
      await add({ type: 'SceneDurationChanged', data: { sceneID: 'b', duration: 45_000.5 } });
      await add({ type: 'SceneThumbnailChanged', data: { sceneID: 'c', thumbnail: '/t.png' } });
      await add({ type: 'SceneNotesChanged', data: { sceneID: 'c', text: '<p>Say hi</p>' } });
      // Deleted and created again at once: its old versions and comments go, its numbers are saved again.
      await add({ type: 'SceneDeleted', data: { sceneID: 'd', projectID: 'p1' } });
      await add(comment('on-deleted', 'd'));
      await add(created('d', 'Scene d again'));
      await add(saved('d', 1));
      await add(saved('d', 2));
      await add({ type: 'SceneKeyChanged', data: { sceneID: 'd', s3Key: 'd/1' } });
      await add(comment('d1', 'd'));
      await add(comment('a3', 'a'));
    }
    if (round === 5) {
      // Bad: created twice, a version saved twice (stored, then twice in a batch), a key of no version, deleted twice.
      await add(created('a', 'Again'));
      await add(saved('a', 2));
      await add(saved('d', 5));
      await add(saved('d', 5));
      await add({ type: 'SceneKeyChanged', data: { sceneID: 'c', s3Key: 'c/99' } });
      await add({ type: 'SceneDeleted', data: { sceneID: 'ghost', projectID: 'p1' } });
      // Resolved under another scene's name: the count of neither moves (apply() counts the named one again).
      await add(resolved('a5', 'b', true));
    }
  }
  return last;
};

describe('scenes applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild and parks the same bad events', async () => {
    const last = await appendScript(h);
    const result = await runSideBySide(h, scenesProjection, last, ORDER);
    expect(result.batchesApplied).toBeGreaterThan(3);
    // The rename of ghost, a created again, a's version 2 again, d's version 5 the second time, c's key 99, ghost deleted.
    expect(result.parked).toEqual({ setBased: 6, eventByEvent: 6 });
    expect(result.setBased).toEqual(result.eventByEvent);
    const cards = result.setBased.scenes as { scene_id: string; labels: string[]; document_version: number; comments: number; open_comments: number; name: string }[];
    expect(cards.map((c) => c.scene_id)).toEqual(['a', 'b', 'c', 'd']);
    expect(cards.find((c) => c.scene_id === 'a')?.labels).toEqual(['l2', 'l0', 'l2', 'l0', 'l2']);
    expect(cards.find((c) => c.scene_id === 'b')).toEqual(expect.objectContaining({ name: 'Scene bee', document_version: 7 }));
    expect(cards.find((c) => c.scene_id === 'd')).toEqual(expect.objectContaining({ name: 'Scene d again', document_version: 5, comments: 1, open_comments: 1 }));
    expect(result.setBased.scene_card_comments).not.toContainEqual(expect.objectContaining({ comment_id: 'on-deleted' }));
  }, 120_000);
});
