import type { AnyEvent } from '@wb/contracts';
import { rebuildProjection, silentLogger } from '@wb/platform';
import { createHarness, type Harness } from '../testing/harness';
import { notificationsProjection } from './projection';

const user = (userID: number, givenName: string): AnyEvent => ({ type: 'UserAdded', data: { userID, email: `${givenName}@example.org`, givenName, familyName: 'X' } });
const sceneComment = (commentID: string, userID: number, extra: { parentCommentID?: string; mentioned?: number[]; anonymous?: boolean; text?: string } = {}): AnyEvent => ({
  type: 'SceneCommentAdded',
  data: {
    commentID,
    sceneID: 's-1',
    userID,
    text: extra.text ?? `Comment ${commentID}`,
    timestamp: null,
    parentCommentID: extra.parentCommentID ?? null,
    replyToCommentID: null,
    annotations: [],
    mentionedUserIDs: extra.mentioned ?? [],
    anonymous: extra.anonymous ?? false,
    sceneVersion: null,
  },
});
const fileComment = (commentID: string, userID: number, fileID: string | null, extra: { parentCommentID?: string; mentioned?: number[] } = {}): AnyEvent => ({
  type: 'CommentAdded',
  data: {
    commentID,
    projectID: 'p-1',
    fileID,
    fileVersion: fileID === null ? null : 1,
    userID,
    text: `Comment ${commentID}`,
    timestamp: null,
    parentCommentID: extra.parentCommentID ?? null,
    replyToCommentID: null,
    annotations: [],
    anonymous: false,
    mentionedUserIDs: extra.mentioned ?? [],
  },
});

const NOTIFICATION_ROWS = 'SELECT notification_id, recipient_user_id, status, action, commenting_user_id, anonymous, project_id, scene_id, file_id, comment_id, text FROM notifications ORDER BY seq';

/** Ada (1) comments on a scene, Bo (2) replies and mentions Cy (3) and Ada; comments on a file and the project follow. */
const appendStory = async (h: Harness): Promise<bigint> => {
  await h.append('user-1', user(1, 'Ada'));
  await h.append('user-2', user(2, 'Bo'));
  await h.append('user-3', user(3, 'Cy'));
  await h.append('project-p-1', { type: 'ProjectCreated', data: { projectID: 'p-1', name: 'Launch video', groups: [], ownerUserID: 1 } });
  await h.append('scene-s-1', {
    type: 'SceneCreated',
    data: { sceneID: 's-1', projectID: 'p-1', name: 'Intro', duration: 30_000, width: 1920, height: 1080, userID: 1, copiedFrom: null, importedFrom: null },
  });
  await h.append('scenecomments-s-1', sceneComment('c-1', 1));
  await h.append('scenecomments-s-1', sceneComment('c-2', 2, { parentCommentID: 'c-1', mentioned: [1, 3] }));
  // Ada answers her own thread and mentions herself: nobody is notified.
  await h.append('scenecomments-s-1', sceneComment('c-3', 1, { parentCommentID: 'c-1', mentioned: [1] }));
  await h.append('file-f-1', {
    type: 'FileUploaded',
    data: { fileID: 'f-1', uuid: 'u-1', name: 'cut.mp4', type: 'video', url: '/api/v1/blobs/x', size: 10, projectID: 'p-1', projectAssetType: null, userID: 3, userName: 'Cy' },
  });
  await h.append('filecomments-f-1', fileComment('fc-1', 3, 'f-1'));
  await h.append('filecomments-f-1', fileComment('fc-2', 2, 'f-1', { parentCommentID: 'fc-1' }));
  await h.append('projectcomments-p-1', fileComment('pc-1', 1, null, { mentioned: [2] }));
  // The same event delivered twice (a retried append) still makes one notification per recipient.
  await h.append('scenecomments-s-1', sceneComment('c-2', 2, { parentCommentID: 'c-1', mentioned: [1, 3] }));
  await h.append('notificationinbox-1', { type: 'NotificationStatusChanged', data: { userID: 1, notificationIDs: ['c-2:1'], status: 1 } });
  // Bo tries to mark Cy's notification read: his inbox changes only his own.
  await h.append('notificationinbox-2', { type: 'NotificationStatusChanged', data: { userID: 2, notificationIDs: ['c-2:3'], status: 1 } });
  return h.append('scene-s-1', { type: 'SceneRenamed', data: { sceneID: 's-1', name: 'Opening', previousName: 'Intro' } });
};

describe('notifications projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given replies and mentions on scenes, files and the project, expect one notification per comment and recipient, never to the author', async () => {
    const last = await appendStory(h);
    const runner = await h.run([notificationsProjection]);
    expect(await runner.waitForPosition(last, 10_000)).toBe(true);
    await runner.stop();
    expect(await h.rows(NOTIFICATION_ROWS)).toEqual([
      {
        notification_id: 'c-2:1',
        recipient_user_id: 1,
        status: 1,
        action: 'sceneCommentReply',
        commenting_user_id: 2,
        anonymous: false,
        project_id: 'p-1',
        scene_id: 's-1',
        file_id: null,
        comment_id: 'c-2',
        text: 'Comment c-2',
      },
      {
        notification_id: 'c-2:3',
        recipient_user_id: 3,
        status: 0,
        action: 'sceneCommentMention',
        commenting_user_id: 2,
        anonymous: false,
        project_id: 'p-1',
        scene_id: 's-1',
        file_id: null,
        comment_id: 'c-2',
        text: 'Comment c-2',
      },
      {
        notification_id: 'fc-2:3',
        recipient_user_id: 3,
        status: 0,
        action: 'commentReply',
        commenting_user_id: 2,
        anonymous: false,
        project_id: 'p-1',
        scene_id: null,
        file_id: 'f-1',
        comment_id: 'fc-2',
        text: 'Comment fc-2',
      },
      {
        notification_id: 'pc-1:2',
        recipient_user_id: 2,
        status: 0,
        action: 'projectContentsMention',
        commenting_user_id: 1,
        anonymous: false,
        project_id: 'p-1',
        scene_id: null,
        file_id: null,
        comment_id: 'pc-1',
        text: 'Comment pc-1',
      },
    ]);
    expect(await h.rows('SELECT scene_id, project_id, name FROM notification_scenes')).toEqual([{ scene_id: 's-1', project_id: 'p-1', name: 'Opening' }]);
    expect(await h.rows('SELECT file_id, name FROM notification_files')).toEqual([{ file_id: 'f-1', name: 'cut.mp4' }]);

    // Rebuilt from the first event into fresh tables, it equals the live table, row for row.
    const live = await h.rows(NOTIFICATION_ROWS);
    const rebuilt = await rebuildProjection({ eventStore: h.eventStore, pool: h.db.pool, projection: notificationsProjection, logger: silentLogger(), batchSize: 3 });
    expect(rebuilt.parked).toBe(0);
    expect(await h.rows(NOTIFICATION_ROWS)).toEqual(live);
  });

  it('drops the notifications of deleted comments and follows edited text', async () => {
    await h.append('scenecomments-s-1', { type: 'SceneCommentTextUpdated', data: { commentID: 'c-2', sceneID: 's-1', text: 'Edited' } });
    const last = await h.append('projectcomments-p-1', { type: 'CommentsDeleted', data: { projectID: 'p-1', commentIDs: ['pc-1'] } });
    const runner = await h.run([notificationsProjection]);
    expect(await runner.waitForPosition(last, 10_000)).toBe(true);
    expect(await h.rows('SELECT notification_id, text FROM notifications ORDER BY seq')).toEqual([
      { notification_id: 'c-2:1', text: 'Edited' },
      { notification_id: 'c-2:3', text: 'Edited' },
      { notification_id: 'fc-2:3', text: 'Comment fc-2' },
    ]);
  });
});

describe('notifications of task assignments', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('notifies the assignee of a new task and the new assignee of a task given on, never the admin who assigns to themselves', async () => {
    await h.append('user-1', user(1, 'Ada'));
    await h.append('user-2', user(2, 'Bo'));
    await h.append('project-p-1', { type: 'ProjectCreated', data: { projectID: 'p-1', name: 'Launch video', groups: [], ownerUserID: 1 } });
    const details = { text: 'Draw the cell', notes: '', dueDate: null, projectID: 'p-1' };
    await h.append('task-t1', { type: 'TaskAssigned', data: { taskID: 't1', creatorUserID: 1, assigneeUserID: 2, ...details } }, { userID: 1 });
    await h.append('task-t2', { type: 'TaskAssigned', data: { taskID: 't2', creatorUserID: 1, assigneeUserID: 1, ...details } }, { userID: 1 });
    // Changed without a new assignee: no second notification; then given to Cy (3).
    await h.append('task-t1', { type: 'TaskChanged', data: { taskID: 't1', assigneeUserID: 2, previousAssigneeUserID: 2, ...details, text: 'Draw it' } }, { userID: 1 });
    const last = await h.append('task-t1', { type: 'TaskChanged', data: { taskID: 't1', assigneeUserID: 3, previousAssigneeUserID: 2, ...details } }, { userID: 1 });
    const runner = await h.run([notificationsProjection]);
    expect(await runner.waitForPosition(last, 10_000)).toBe(true);
    expect(await h.rows(NOTIFICATION_ROWS)).toEqual([
      {
        notification_id: 'task:t1:2',
        recipient_user_id: 2,
        status: 0,
        action: 'projectTaskAssignment',
        commenting_user_id: 1,
        anonymous: false,
        project_id: 'p-1',
        scene_id: null,
        file_id: null,
        comment_id: null,
        text: 'Draw the cell',
      },
      {
        notification_id: 'task:t1:3',
        recipient_user_id: 3,
        status: 0,
        action: 'projectTaskAssignment',
        commenting_user_id: 1,
        anonymous: false,
        project_id: 'p-1',
        scene_id: null,
        file_id: null,
        comment_id: null,
        text: 'Draw the cell',
      },
    ]);
    await runner.stop();
  });
});
