import type { AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { sceneCommentsProjection } from './projection';

const created = (sceneID: string): AnyEvent => ({
  type: 'SceneCreated',
  data: { sceneID, projectID: 'p-1', name: `Scene ${sceneID}`, duration: 30_000, width: 1920, height: 1080, userID: 2, copiedFrom: null, importedFrom: null },
});
const box = { id: 'b1', type: 'box' as const, attributes: { x: 10, y: 20, width: 300, height: 200, stroke: '#ff0000', strokeWidth: 6 } };
const comment = (commentID: string, sceneID: string, userID: number, extra: { parentCommentID?: string; text?: string; timestamp?: number | null } = {}): AnyEvent => ({
  type: 'SceneCommentAdded',
  data: {
    commentID,
    sceneID,
    userID,
    text: extra.text ?? `Comment ${commentID}`,
    timestamp: extra.timestamp === undefined ? 1500 : extra.timestamp,
    parentCommentID: extra.parentCommentID ?? null,
    replyToCommentID: extra.parentCommentID ?? null,
    annotations: extra.parentCommentID ? [] : [box],
    mentionedUserIDs: [8],
    anonymous: false,
    sceneVersion: 2,
  },
});
const user = (userID: number, givenName: string, familyName: string): AnyEvent => ({ type: 'UserAdded', data: { userID, email: `${givenName}@example.org`, givenName, familyName } });

describe('sceneComments projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("given comments and replies on scenes, one deleted, expect the live scenes' comments in recorded order with their authors", async () => {
    await h.append('user-7', user(7, 'Ada', 'Lovelace'));
    await h.append('scene-a', created('a'));
    await h.append('scene-b', created('b'));
    await h.append('scenecomments-a', comment('c-2', 'a', 7), { time: '2026-01-01T00:00:02.000Z' });
    // Recorded later with an earlier clock: the order is the log's, not the clock's.
    await h.append('scenecomments-a', comment('c-1', 'a', 8, { timestamp: null }), { time: '2026-01-01T00:00:01.000Z' });
    await h.append('scenecomments-a', comment('c-3', 'a', 7, { parentCommentID: 'c-2', text: 'Agreed' }), { time: '2026-01-01T00:00:03.000Z' });
    await h.append('scenecomments-b', comment('c-9', 'b', 7));
    await h.append('user-8', user(8, 'Bo', 'Bell'));
    await h.append('scene-b', { type: 'SceneDeleted', data: { sceneID: 'b', projectID: 'p-1' } });
    // A comment decided while its scene was being deleted stays out.
    const last = await h.append('scenecomments-b', comment('c-10', 'b', 7));
    const runner = await h.run([sceneCommentsProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);

    expect(await h.rows('SELECT scene_id FROM scene_comment_scenes ORDER BY scene_id')).toEqual([{ scene_id: 'a' }]);
    expect(
      await h.rows(
        `SELECT c.comment_id, c.scene_id, c.user_id, c.text, c.timestamp, c.parent_comment_id, c.reply_to_comment_id, c.annotations, c.mentioned_user_ids, c.anonymous,
                c.scene_version, c.resolved_by, c.resolved_on, c.created_on, a.given_name, a.family_name
         FROM scene_comments c LEFT JOIN scene_comment_authors a USING (user_id) ORDER BY c.seq`,
      ),
    ).toEqual([
      {
        comment_id: 'c-2',
        scene_id: 'a',
        user_id: 7,
        text: 'Comment c-2',
        timestamp: 1500,
        parent_comment_id: null,
        reply_to_comment_id: null,
        annotations: [box],
        mentioned_user_ids: [8],
        anonymous: false,
        scene_version: 2,
        resolved_by: null,
        resolved_on: null,
        created_on: new Date('2026-01-01T00:00:02.000Z'),
        given_name: 'Ada',
        family_name: 'Lovelace',
      },
      // Its author was added after it: the name is copied all the same.
      expect.objectContaining({ comment_id: 'c-1', user_id: 8, timestamp: null, given_name: 'Bo', family_name: 'Bell' }),
      expect.objectContaining({ comment_id: 'c-3', parent_comment_id: 'c-2', reply_to_comment_id: 'c-2', text: 'Agreed', annotations: [] }),
    ]);
    await runner.stop();
  });

  it('given resolve, reopen, a new text and a delete with replies, expect the rows to follow', async () => {
    await h.append('scene-r', created('r'));
    await h.append('scenecomments-r', comment('r-1', 'r', 7));
    await h.append('scenecomments-r', comment('r-2', 'r', 8, { parentCommentID: 'r-1' }));
    await h.append('scenecomments-r', comment('r-3', 'r', 7));
    await h.append('scenecomments-r', comment('r-4', 'r', 8, { parentCommentID: 'r-3' }));
    await h.append('scenecomments-r', { type: 'SceneCommentResolved', data: { commentID: 'r-1', sceneID: 'r', userID: 8, resolved: true } }, { time: '2026-02-01T00:00:00.000Z' });
    await h.append('scenecomments-r', { type: 'SceneCommentResolved', data: { commentID: 'r-3', sceneID: 'r', userID: 8, resolved: true } });
    await h.append('scenecomments-r', { type: 'SceneCommentResolved', data: { commentID: 'r-3', sceneID: 'r', userID: 7, resolved: false } });
    await h.append('scenecomments-r', { type: 'SceneCommentTextUpdated', data: { commentID: 'r-3', sceneID: 'r', text: 'Reworded' } });
    const last = await h.append('scenecomments-r', { type: 'SceneCommentsDeleted', data: { sceneID: 'r', commentIDs: ['r-1', 'r-2'] } });
    await h.append('scenecomments-r', comment('r-5', 'r', 7));
    const runner = await h.run([sceneCommentsProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    await runner.stop();

    const rows = await h.rows("SELECT comment_id, text, resolved_by, resolved_on FROM scene_comments WHERE scene_id = 'r' AND comment_id <> 'r-5' ORDER BY seq");
    expect(rows).toEqual([
      { comment_id: 'r-3', text: 'Reworded', resolved_by: null, resolved_on: null },
      { comment_id: 'r-4', text: 'Comment r-4', resolved_by: null, resolved_on: null },
    ]);
  });

  it('given a resolved comment, expect who resolved it and when', async () => {
    await h.append('scene-q', created('q'));
    await h.append('scenecomments-q', comment('q-1', 'q', 7));
    const last = await h.append('scenecomments-q', { type: 'SceneCommentResolved', data: { commentID: 'q-1', sceneID: 'q', userID: 8, resolved: true } }, { time: '2026-02-01T00:00:00.000Z' });
    const runner = await h.run([sceneCommentsProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    await runner.stop();
    expect(await h.rows("SELECT resolved_by, resolved_on FROM scene_comments WHERE comment_id = 'q-1'")).toEqual([{ resolved_by: 8, resolved_on: new Date('2026-02-01T00:00:00.000Z') }]);
  });
});
