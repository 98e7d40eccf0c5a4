// Notifications (spec 000 sections 3, 4 and 7; spec 002 sections 3 and 7): a reply notifies the
// parent's author, never the replier; the bell's list, its unread count, read and unread marks of one's
// own notifications only, and notifications made by hand.
import { Calls, Messages } from '@wb/contracts';
import { after, expectError, expectFieldErrors, type ProjectsWorld } from '../projects/projectsWorld';
import { commentOn, sceneIn } from '../review/reviewWorld';
import { must, startScenesSuite } from '../scenes/scenesWorld';
import { CREATE, GET, POPULATE, STATUS, bellAfter, type Bell } from './notificationsWorld';

jest.setTimeout(60_000);

let world: ProjectsWorld;
let projectID: string;
startScenesSuite((started, project) => {
  world = started;
  projectID = project;
});

/** Edith comments on a new scene and Oscar replies: answers the reply and Edith's notification of it. */
const replied = async (text = 'Fixed in the next cut') => {
  const sceneID = await sceneIn(world.editor, projectID);
  const first = await commentOn(world.editor, sceneID, { text: 'The arrow comes in too early' });
  const reply = await commentOn(world.otherEditor, sceneID, { text, parentCommentID: first.comment.commentID });
  const bell = await bellAfter(world.editor, reply.answer);
  const notification = bell.notifications.find((n) => n.data.replyComment?.commentID === reply.comment.commentID);
  if (!notification) throw new Error('no notification of the reply');
  return { sceneID, reply, bell, notification };
};

it("a reply notifies the parent comment's author, unread, with who replied, where and the reply", async () => {
  const { sceneID, reply, bell, notification } = await replied();
  expect(notification).toEqual({
    notificationID: expect.stringMatching(/\S/),
    status: 0,
    createdOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    data: {
      user: { givenName: 'Oscar', avatar: null },
      project: { projectID, name: expect.stringMatching(/\S/) },
      action: 'sceneCommentReply',
      actionText: 'replied to your comment on a scene',
      file: null,
      scene: { sceneID, name: expect.stringMatching(/\S/) },
      replyComment: { commentID: reply.comment.commentID, text: 'Fixed in the next cut' },
    },
  });
  expect(bell.notifications[0]).toEqual(notification);
  expect(bell.unread).toBeGreaterThanOrEqual(1);
  expect(Calls.notifications.getNotifications.output.safeParse(bell).success).toBe(true);
  // Never to oneself: the replier's bell has nothing of their own reply.
  const theirs = await bellAfter(world.otherEditor, reply.answer);
  expect(theirs.notifications.filter((n) => n.data.replyComment?.commentID === reply.comment.commentID)).toEqual([]);
});

it('a reply to one’s own comment notifies nobody', async () => {
  const sceneID = await sceneIn(world.editor, projectID);
  const first = await commentOn(world.editor, sceneID, { text: 'Note to self' });
  const reply = await commentOn(world.editor, sceneID, { text: 'Done', parentCommentID: first.comment.commentID });
  const bell = await bellAfter(world.editor, reply.answer);
  expect(bell.notifications.filter((n) => n.data.scene?.sceneID === sceneID)).toEqual([]);
});

it('lists newest first and counts the unread; marking read and unread again changes both', async () => {
  const older = await replied('First reply');
  const newer = await replied('Second reply');
  expect(newer.bell.notifications.slice(0, 2).map((n) => n.data.replyComment?.text)).toEqual(['Second reply', 'First reply']);
  const unreadBefore = newer.bell.unread;

  const read = await must(world.editor, STATUS, { notificationIDs: [older.notification.notificationID, newer.notification.notificationID], status: 1 });
  expect(read.body).toEqual({ ok: true });
  const afterRead = await bellAfter(world.editor, read);
  expect(afterRead.unread).toBe(unreadBefore - 2);
  expect(afterRead.notifications.slice(0, 2).map((n) => n.status)).toEqual([1, 1]);

  const unread = await must(world.editor, STATUS, { notificationIDs: [older.notification.notificationID], status: 0 });
  const afterUnread = await bellAfter(world.editor, unread);
  expect(afterUnread.unread).toBe(unreadBefore - 1);
  expect(afterUnread.notifications.find((n) => n.notificationID === older.notification.notificationID)?.status).toBe(0);
});

it("marks and reads only one's own notifications: someone else's ids change and answer nothing", async () => {
  const { notification } = await replied();
  const marked = await must(world.viewer, STATUS, { notificationIDs: [notification.notificationID], status: 1 });
  const bell = await bellAfter(world.editor, marked);
  expect(bell.notifications.find((n) => n.notificationID === notification.notificationID)?.status).toBe(0);

  const theirs = await world.viewer.client.post(POPULATE, { ids: [notification.notificationID] }, after(marked));
  expect(theirs.status).toBe(200);
  expect(theirs.body).toEqual({ notifications: [] });
  const mine = await world.editor.client.post(POPULATE, { ids: [notification.notificationID, 'no-such-id'] }, after(marked));
  expect(mine.status).toBe(200);
  expect(mine.body).toEqual({ notifications: [notification] });
});

it('refuses a status other than 0 or 1, no ids, too many ids, and a visitor', async () => {
  expectFieldErrors(await world.editor.client.post(STATUS, { notificationIDs: ['a'], status: 2 }), ['status']);
  expectFieldErrors(await world.editor.client.post(STATUS, { notificationIDs: [], status: 1 }), ['notificationIDs']);
  expectFieldErrors(await world.editor.client.post(STATUS, { notificationIDs: Array.from({ length: 101 }, (_, i) => `n-${i}`), status: 1 }), ['notificationIDs']);
  expectFieldErrors(await world.editor.client.post(POPULATE, { ids: Array.from({ length: 101 }, (_, i) => `n-${i}`) }), ['ids']);
  expectError(await world.anonymous.get('/api/notifications/getNotifications'), 401);
});

it('makes a notification by hand for an existing user, from an admin only, with a known action', async () => {
  const made = await must(world.admin, CREATE, { userID: world.viewer.userID, action: 'projectContentsMention', data: { commentingUserID: world.editor.userID, projectID, text: 'Have a look' } });
  const bell = await bellAfter(world.viewer, made);
  expect(bell.notifications[0]).toEqual({
    notificationID: made.body.notificationID,
    status: 0,
    createdOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    data: expect.objectContaining({ user: { givenName: 'Edith', avatar: null }, action: 'projectContentsMention', project: { projectID, name: expect.any(String) }, replyComment: null }),
  });

  expectError(await world.editor.client.post(CREATE, { userID: world.viewer.userID, action: 'commentReply', data: {} }), 403, 'forbidden');
  expectFieldErrors(await world.admin.client.post(CREATE, { userID: world.viewer.userID, action: 'somethingElse', data: {} }), ['action']);
  expectFieldErrors(await world.admin.client.post(CREATE, { userID: world.viewer.userID, action: 'commentReply', data: { text: 'x'.repeat(501) } }), ['data.text']);
  const unknown = await world.admin.client.post(CREATE, { userID: 99_999, action: 'commentReply', data: {} });
  expectError(unknown, 404, 'notFound');
  expect(unknown.body.error.msg).toBe(Messages.recipientNotFound);
});

describe('past the newest page', () => {
  // More than one default page (100): the bell's Load more must reach every one of them.
  const MADE = 105;
  let made: string[];
  let position: Record<string, string>;

  beforeAll(async () => {
    made = [];
    let last: Awaited<ReturnType<typeof must>> | undefined;
    for (let i = 0; i < MADE; i += 1) {
      last = await must(world.admin, CREATE, { userID: world.viewer.userID, action: 'projectContentsMention', data: { commentingUserID: world.editor.userID, projectID, text: `Page note ${i}` } });
      made.push(last.body.notificationID as string);
    }
    if (!last) throw new Error('nothing made');
    position = after(last);
  }, 120_000);

  const page = async (query: string): Promise<Bell> => {
    const answer = await world.viewer.client.get(`${GET}${query}`, position);
    if (answer.status !== 200) throw new Error(`${GET}${query}: ${answer.status} ${answer.text}`);
    expect(Calls.notifications.getNotifications.output.safeParse(answer.body).success).toBe(true);
    return answer.body as Bell;
  };

  it('answers the newest 100 without a cursor, and where the older ones start', async () => {
    const first = await page('');
    expect(first.notifications).toHaveLength(100);
    expect(first.total).toBeGreaterThanOrEqual(MADE);
    expect(first.next).toMatch(/^\d+$/);
    // The newest is the last one made.
    expect(first.notifications[0]?.notificationID).toBe(made[MADE - 1]);
  });

  it('reaches every notification exactly once, newest first, page by page', async () => {
    const seen: Bell['notifications'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await page(cursor === null ? '?limit=40' : `?limit=40&before=${cursor}`);
      expect(answer.notifications.length).toBeLessThanOrEqual(40);
      seen.push(...answer.notifications);
      cursor = answer.next;
      pages += 1;
    } while (cursor !== null && pages < 20);
    expect(cursor).toBeNull();
    const ids = seen.map((n) => n.notificationID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength((await page('')).total);
    // Ours among them, in the reverse order they were made; and every one no newer than the one before.
    expect(ids.filter((id) => made.includes(id))).toEqual([...made].reverse());
    const times = seen.map((n) => Date.parse(n.createdOn));
    expect(times.every((t, i) => i === 0 || t <= (times[i - 1] ?? t))).toBe(true);
  });

  it('answers the same older page while newer notifications arrive', async () => {
    const first = await page('?limit=10');
    const older = await page(`?limit=10&before=${first.next ?? ''}`);
    const newer = await must(world.admin, CREATE, { userID: world.viewer.userID, action: 'projectContentsMention', data: { commentingUserID: world.editor.userID, projectID, text: 'Newest' } });
    const again = await world.viewer.client.get(`${GET}?limit=10&before=${first.next ?? ''}`, after(newer));
    expect(again.body.notifications).toEqual(older.notifications);
  });

  it('refuses a cursor it did not give and a page size out of bounds, naming the field', async () => {
    expectFieldErrors(await world.viewer.client.get(`${GET}?before=abc`), ['before']);
    expectFieldErrors(await world.viewer.client.get(`${GET}?before=0`), ['before']);
    expectFieldErrors(await world.viewer.client.get(`${GET}?before=1&before=2`), ['before']);
    expectFieldErrors(await world.viewer.client.get(`${GET}?limit=0`), ['limit']);
    expectFieldErrors(await world.viewer.client.get(`${GET}?limit=101`), ['limit']);
    expectFieldErrors(await world.viewer.client.get(`${GET}?limit=ten`), ['limit']);
  });
});
