// The notifications projection applied set-based builds exactly the rows it builds event by event, in
// the same order (seq, the bell's), and parks the same bad events: replies and mentions, a
// comment delivered twice, comments deleted and their ids commented again, texts changed, notifications
// read by their recipient and by someone else, a scene deleted, a comment on a scene not yet created, an
// avatar before its user, task assignments; a notification for no one and a text that is no text.
import type { AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { notificationsProjection } from './projection';

const ORDER = {
  notifications: 'seq',
  notification_users: 'user_id',
  notification_projects: 'project_id',
  notification_scenes: 'scene_id',
  notification_files: 'file_id',
  notification_comment_authors: 'comment_id',
};

const sceneComment = (commentID: string, sceneID: string, userID: number, parentCommentID: string | null, mentioned: number[]): AnyEvent => ({
  type: 'SceneCommentAdded',
  data: {
    commentID,
    sceneID,
    userID,
    text: `Scene comment ${commentID} `.repeat(3),
    timestamp: null,
    parentCommentID,
    replyToCommentID: parentCommentID,
    annotations: [],
    mentionedUserIDs: mentioned,
    anonymous: userID === 4,
    sceneVersion: null,
  },
});
const fileComment = (commentID: string, fileID: string | null, userID: number, parentCommentID: string | null, mentioned: number[]): AnyEvent => ({
  type: 'CommentAdded',
  data: {
    commentID,
    projectID: 'p1',
    fileID,
    fileVersion: fileID === null ? null : 1,
    userID,
    text: `File comment ${commentID}`,
    timestamp: null,
    parentCommentID,
    replyToCommentID: parentCommentID,
    annotations: [],
    anonymous: false,
    mentionedUserIDs: mentioned,
  },
});
const created = (notificationID: string, userID: number | null): AnyEvent => ({
  type: 'NotificationCreated',
  data: {
    notificationID,
    userID: userID as number,
    action: 'projectContentsMention',
    commentingUserID: null,
    projectID: 'p1',
    sceneID: null,
    fileID: null,
    commentID: null,
    text: `Made for ${userID}`,
    anonymous: false,
  },
});

const appendScript = async (h: Harness): Promise<bigint> => {
  let minute = 0;
  let last = 0n;
  const add = async (stream: string, event: AnyEvent, userID: number | null = null) => {
    last = await h.append(stream, event, { time: new Date(Date.UTC(2026, 0, 1) + minute++ * 60_000 + 321).toISOString(), userID });
  };
  await add('user-5', { type: 'UserAvatarChanged', data: { userID: 5, src: '/early.png' } });
  for (let u = 1; u <= 5; u++) await add(`user-${u}`, { type: 'UserAdded', data: { userID: u, email: `u${u}@example.org`, givenName: `Given${u}`, familyName: 'F' } });
  await add('user-2', { type: 'UserAvatarChanged', data: { userID: 2, src: '/two.png' } });
  await add('project-p1', { type: 'ProjectCreated', data: { projectID: 'p1', name: 'Cells', groups: [], ownerUserID: 1 } });
  // A comment on a scene created after it: no project on its notifications.
  await add('scenecomments-s3', sceneComment('early', 's3', 1, null, [2]));
  for (let s = 1; s <= 3; s++) {
    await add(`scene-s${s}`, {
      type: 'SceneCreated',
      data: { sceneID: `s${s}`, projectID: 'p1', name: `Scene ${s}`, duration: 30, width: 1920, height: 1080, userID: 1, copiedFrom: null, importedFrom: null },
    });
  }
  await add('file-f1', {
    type: 'FileUploaded',
    data: { fileID: 'f1', uuid: 'u-1', name: 'cut.png', type: 'png', url: '/api/v1/blobs/x', size: 10, projectID: 'p1', projectAssetType: null, userID: 3, userName: 'Given3' },
  });
  for (let round = 0; round < 8; round++) {
    const author = (round % 5) + 1;
    const other = ((round + 2) % 5) + 1;
    const top = `sc${round}`;
    await add(`scenecomments-s${(round % 3) + 1}`, sceneComment(top, `s${(round % 3) + 1}`, author, null, [other, author, 3]));
    await add(`scenecomments-s${(round % 3) + 1}`, sceneComment(`${top}r`, `s${(round % 3) + 1}`, other, top, [author, 4]));
    await add(`scenecomments-s${(round % 3) + 1}`, sceneComment(`${top}rr`, `s${(round % 3) + 1}`, author, `${top}r`, []));
    await add('filecomments-f1', fileComment(`fc${round}`, 'f1', other, null, [1, 2]));
    await add('filecomments-f1', fileComment(`fc${round}r`, 'f1', author, `fc${round}`, []));
    await add('projectcomments-p1', fileComment(`pc${round}`, null, 3, round > 0 ? `pc${round - 1}` : null, [5]));
    // Delivered twice: one notification per recipient.
    await add('filecomments-f1', fileComment(`fc${round}`, 'f1', other, null, [1, 2]));
    await add(`notificationinbox-${author}`, { type: 'NotificationStatusChanged', data: { userID: author, notificationIDs: [`${top}r:${author}`, `fc${round}r:${other}`], status: 1 } });
    await add(`notificationinbox-${other}`, { type: 'NotificationStatusChanged', data: { userID: other, notificationIDs: [`fc${round}r:${other}`], status: 1 } });
    if (round % 3 === 1) {
      await add('filecomments-f1', { type: 'CommentTextUpdated', data: { commentID: `fc${round}`, projectID: 'p1', fileID: 'f1', text: `Changed ${round}` } });
      await add(`scenecomments-s${(round % 3) + 1}`, { type: 'SceneCommentTextUpdated', data: { commentID: top, sceneID: `s${(round % 3) + 1}`, text: `Changed scene ${round}` } });
    }
    if (round % 3 === 2) {
      // Deleted, then the same ids commented again: new notifications, later in the bell.
      await add('filecomments-f1', { type: 'CommentsDeleted', data: { projectID: 'p1', commentIDs: [`fc${round}`, `fc${round}r`] } });
      await add('filecomments-f1', fileComment(`fc${round}`, 'f1', 3, null, [4]));
      await add('filecomments-f1', fileComment(`fc${round}r`, 'f1', 2, `fc${round}`, [1]));
      await add(`notificationinbox-${other}`, { type: 'NotificationStatusChanged', data: { userID: 2, notificationIDs: [`fc${round}r:1`, `fc${round}r:3`], status: 1 } });
      await add('notificationinbox-1', { type: 'NotificationStatusChanged', data: { userID: 1, notificationIDs: [`fc${round}r:1`], status: 1 } });
      await add('notificationinbox-1', { type: 'NotificationStatusChanged', data: { userID: 1, notificationIDs: [`fc${round}r:1`], status: 0 } });
    }
    await add(`task-t${round}`, {
      type: 'TaskAssigned',
      data: { taskID: `t${round}`, creatorUserID: 1, text: `Task ${round}`, notes: '', dueDate: null, projectID: 'p1', assigneeUserID: round % 2 === 0 ? 1 : 2 },
    });
    await add(
      `task-t${round}`,
      { type: 'TaskChanged', data: { taskID: `t${round}`, text: `Task ${round}`, notes: '', dueDate: null, projectID: 'p1', assigneeUserID: 3, previousAssigneeUserID: round % 2 === 0 ? 1 : 2 } },
      1,
    );
    await add('notificationinbox-4', created(`made-${round % 3}`, 4));
    if (round === 4) {
      await add('scene-s2', { type: 'SceneRenamed', data: { sceneID: 's2', name: 'Scene two', previousName: 'Scene 2' } });
      await add('scene-s1', { type: 'SceneDeleted', data: { sceneID: 's1', projectID: 'p1' } });
      await add('scene-s9', { type: 'SceneRenamed', data: { sceneID: 's9', name: 'Never created', previousName: '' } });
      await add('user-3', { type: 'UserAvatarChanged', data: { userID: 3, src: '/three.png' } });
      await add('user-3', { type: 'UserAdded', data: { userID: 3, email: 'again@example.org', givenName: 'Again', familyName: 'F' } });
      // Bad: a notification for no one, a text that is no text.
      await add('notificationinbox-0', created('for-no-one', null));
      await add('filecomments-f1', { type: 'CommentTextUpdated', data: { commentID: 'fc1', projectID: 'p1', fileID: 'f1', text: null as unknown as string } });
    }
  }
  return last;
};

describe('notifications applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild, in the same order, and parks the same bad events', async () => {
    const last = await appendScript(h);
    const result = await runSideBySide(h, notificationsProjection, last, ORDER);
    expect(result.batchesApplied).toBeGreaterThan(5);
    expect(result.parked).toEqual({ setBased: 2, eventByEvent: 2 });
    // In the bell's order (seq), without the numbers themselves: a batch that throws and is applied again
    // event by event has taken numbers it leaves unused, so they depend on where batches were cut.
    const inOrder = (tables: Record<string, unknown[]>) => ({ ...tables, notifications: tables.notifications?.map((row) => ({ ...(row as object), seq: undefined })) });
    expect(inOrder(result.setBased)).toEqual(inOrder(result.eventByEvent));
    expect(result.setBased.notifications).toHaveLength(71);
    const rows = result.setBased.notifications as { notification_id: string; project_id: string | null; scene_id: string | null; status: number; text: string }[];
    expect(rows.find((r) => r.notification_id === 'early:2')).toEqual(expect.objectContaining({ project_id: null, scene_id: 's3' }));
    // Scene s1's comments before its deletion (rounds 0 and 3) lead nowhere; the later ones stay.
    expect(rows.filter((r) => r.scene_id === 's1').map((r) => r.notification_id.split(':')[0])).toEqual(['sc6', 'sc6', 'sc6r', 'sc6rr']);
    expect(rows.find((r) => r.notification_id === 'fc1:1')).toEqual(expect.objectContaining({ text: 'Changed 1' }));
    expect(rows.find((r) => r.notification_id === 'fc2r:1')).toEqual(expect.objectContaining({ status: 0 }));
    expect(result.setBased.notification_users).toContainEqual({ user_id: 3, given_name: 'Again', avatar: '/three.png' });
    expect(result.setBased.notification_users).toContainEqual({ user_id: 5, given_name: 'Given5', avatar: null });
  }, 120_000);
});
