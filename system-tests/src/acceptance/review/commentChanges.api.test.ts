// Changing scene comments (spec 002 sections 3, 5, 6 and 7): resolving and opening again, editing the
// text, deleting with replies, mentions and anonymous comments, the version of the scene a comment was
// made on, several scenes' comments at once, and the scene cards' comment counts.
import { Calls, Messages } from '@wb/contracts';
import { after, expectError, type ProjectsWorld } from '../projects/projectsWorld';
import { documentOf, must, startScenesSuite } from '../scenes/scenesWorld';
import { eventCounter, type EventCounter } from '../commands/commandsWorld';
import { addPerson } from '../shared/people';
import { DELETE, EDIT, READ_ALL, RESOLVE, SAVE, box, commentOn, commentsAfter, sceneIn } from './reviewWorld';

jest.setTimeout(60_000);

let world: ProjectsWorld;
let projectID: string;
let events: EventCounter;
afterAll(async () => {
  await events?.close();
});
startScenesSuite((started, project) => {
  world = started;
  projectID = project;
  events = eventCounter(started);
});

/** Expects the answer's status (and error code and message, for a refusal) and that nothing was appended. */
const appendsNothing = async (send: () => Promise<{ status: number; body: { error?: { code: string; msg: string } } }>, status: number, code?: string, msg?: string) => {
  const before = await events.count();
  const answer = await send();
  expect(answer.status).toBe(status);
  expect(answer.body.error?.code).toBe(code);
  if (msg !== undefined) expect(answer.body.error?.msg).toBe(msg);
  expect(await events.count()).toBe(before);
};

describe('resolving', () => {
  it('anyone who may see the scene resolves a top-level comment: who and when are answered and read, and it opens again', async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    const { comment } = await commentOn(world.editor, sceneID, { text: 'Fix the colour' });
    const resolved = await must(world.viewer, RESOLVE, { commentID: comment.commentID, resolved: true });
    expect(Calls.editor.resolveSceneComment.output.safeParse(resolved.body).success).toBe(true);
    expect(resolved.body.comment).toMatchObject({
      commentID: comment.commentID,
      status: 2,
      resolved: { userID: world.viewer.userID, givenName: 'Vera', familyName: 'Tester', timestamp: expect.stringMatching(/^\d{4}-/) },
    });
    const [read] = await commentsAfter(world.editor, resolved, sceneID);
    expect(read).toMatchObject({ status: 2, resolved: resolved.body.comment.resolved });

    const reopened = await must(world.otherEditor, RESOLVE, { commentID: comment.commentID, resolved: false });
    expect(reopened.body.comment).toMatchObject({ status: 1, resolved: null });
    expect((await commentsAfter(world.editor, reopened, sceneID))[0]).toMatchObject({ status: 1, resolved: null });
  });

  it('the same state again appends nothing; a reply is refused (400), an unknown comment 404', async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    const { comment } = await commentOn(world.editor, sceneID);
    const reply = await commentOn(world.viewer, sceneID, { text: 'A reply', parentCommentID: comment.commentID });
    await appendsNothing(() => world.editor.client.post(RESOLVE, { commentID: comment.commentID, resolved: false }), 200);
    await appendsNothing(() => world.editor.client.post(RESOLVE, { commentID: reply.comment.commentID, resolved: true }), 400, 'validation', Messages.resolveReply);
    await appendsNothing(() => world.editor.client.post(RESOLVE, { commentID: 'no-such-comment', resolved: true }), 404, 'notFound', Messages.commentNotFound);
    expectError(await world.editor.client.post(RESOLVE, { commentID: comment.commentID }), 400, 'validation');
  });
});

describe('editing the text', () => {
  it('the author edits an open comment; the read shows the new text', async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    const { comment } = await commentOn(world.editor, sceneID, { text: 'Typo hre' });
    const edited = await must(world.editor, EDIT, { commentID: comment.commentID, text: 'Typo here' });
    expect(edited.body.comment).toMatchObject({ commentID: comment.commentID, text: 'Typo here' });
    expect(Calls.editor.updateSceneCommentText.output.safeParse(edited.body).success).toBe(true);
    expect((await commentsAfter(world.viewer, edited, sceneID))[0]?.text).toBe('Typo here');
  });

  it('refuses anyone but the author (403), a resolved comment (409), empty text (400); the same text appends nothing', async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    const { comment } = await commentOn(world.editor, sceneID, { text: 'Mine' });
    await appendsNothing(() => world.otherEditor.client.post(EDIT, { commentID: comment.commentID, text: 'Not yours' }), 403, 'forbidden', Messages.notCommentAuthor);
    await appendsNothing(() => world.editor.client.post(EDIT, { commentID: comment.commentID, text: '   ' }), 400, 'validation', Messages.commentEmpty);
    const same = await world.editor.client.post(EDIT, { commentID: comment.commentID, text: 'Mine' });
    expect(same.status).toBe(200);
    await must(world.viewer, RESOLVE, { commentID: comment.commentID, resolved: true });
    await appendsNothing(() => world.editor.client.post(EDIT, { commentID: comment.commentID, text: 'Later' }), 409, 'conflict', Messages.editResolved);
  });
});

describe('deleting', () => {
  it("the author deletes a comment and with it every reply, whoever wrote them; others' comments stay", async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    const { comment } = await commentOn(world.editor, sceneID, { text: 'Going' });
    await commentOn(world.viewer, sceneID, { text: 'Reply by Vera', parentCommentID: comment.commentID });
    const kept = await commentOn(world.viewer, sceneID, { text: 'Staying' });
    const deleted = await must(world.editor, DELETE, { commentIDs: [comment.commentID] });
    expect(deleted.body).toEqual({ ok: true });
    expect((await commentsAfter(world.editor, deleted, sceneID)).map((c) => [c.commentID, c.replies?.length])).toEqual([[kept.comment.commentID, 0]]);
    // Deleting it again changes nothing.
    await appendsNothing(() => world.editor.client.post(DELETE, { commentIDs: [comment.commentID] }), 200);
  });

  it("refuses a list with someone else's comment (403, nothing deleted), an unknown id (404) and an unbounded list (400)", async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    const mine = await commentOn(world.editor, sceneID, { text: 'Mine' });
    const theirs = await commentOn(world.viewer, sceneID, { text: 'Theirs' });
    await appendsNothing(() => world.editor.client.post(DELETE, { commentIDs: [mine.comment.commentID, theirs.comment.commentID] }), 403, 'forbidden', Messages.notCommentAuthor);
    await appendsNothing(() => world.editor.client.post(DELETE, { commentIDs: ['never-was'] }), 404, 'notFound', Messages.commentNotFound);
    expectError(await world.editor.client.post(DELETE, { commentIDs: Array.from({ length: 101 }, (_, i) => `c${i}`) }), 400, 'validation');
    expectError(await world.editor.client.post(DELETE, { commentIDs: [] }), 400, 'validation');
    expect((await commentsAfter(world.editor, theirs.answer, sceneID)).length).toBe(2);
  });
});

describe('mentions, anonymity and the scene version', () => {
  it("records mentioned users and '@here' as the project's members, never the author", async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    const { comment } = await commentOn(world.viewer, sceneID, { text: '@Oscar @here look', mentionedUsers: [{ userID: world.otherEditor.userID }, 'here', world.viewer.userID] });
    // The project's only member is its creator, the editor; the author (the viewer) is left out.
    expect(comment.mentionedUserIDs).toEqual([world.otherEditor.userID, world.editor.userID]);
  });

  it('refuses a mention of a user who does not exist (400 naming mentionedUsers), appending nothing', async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    const before = await events.count();
    const answer = await world.editor.client.post(SAVE, { sceneID, text: 'Hi @ghost', annotations: [], mentionedUsers: [987654] });
    expectError(answer, 400, 'validation');
    expect(answer.body.error.fields).toEqual({ mentionedUsers: Messages.mentionUnknown });
    expect(await events.count()).toBe(before);
  });

  it('refuses a mention of a deactivated user, and takes it again once reactivated', async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    // A person of this test alone: deactivating ends their sessions, which the world's people keep for other tests.
    const nina = await addPerson(world.app, world.admin.client, { userID: 4701, givenName: 'Nina', email: 'nina.mentioned@example.com' });
    const toggle = () => must(world.admin, '/api/admin/userToggleActive', { userID: nina.userID });
    expect((await toggle()).body).toEqual({ deactivated: true });
    try {
      const refused = await world.editor.client.post(SAVE, { sceneID, text: 'Hi @Nina', annotations: [], mentionedUsers: [nina.userID] });
      expectError(refused, 400, 'validation');
      expect(refused.body.error.msg).toBe(Messages.mentionUnknown);
    } finally {
      expect((await toggle()).body).toEqual({ deactivated: false });
    }
    expect((await commentOn(world.editor, sceneID, { text: 'Hi @Nina', mentionedUsers: [nina.userID] })).comment.mentionedUserIDs).toEqual([nina.userID]);
  });

  it('an anonymous comment shows others the anonymous name, its author their own, and the author still edits it', async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    const { answer, comment } = await commentOn(world.viewer, sceneID, { text: 'Quietly', anonymous: true });
    expect(comment).toMatchObject({ anonymous: true, mine: true, author: { userID: world.viewer.userID, givenName: 'Vera' } });
    const [seen] = await commentsAfter(world.editor, answer, sceneID);
    expect(seen).toMatchObject({ anonymous: true, mine: false, author: { userID: 0, givenName: Messages.anonymousName, familyName: '' } });
    expect((await commentsAfter(world.viewer, answer, sceneID))[0]).toMatchObject({ mine: true, author: { givenName: 'Vera' } });
    await must(world.viewer, EDIT, { commentID: comment.commentID, text: 'Still me' });
  });

  it("records the scene's document version the comment was made on", async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    expect((await commentOn(world.editor, sceneID)).comment.sceneVersion).toBeNull();
    await must(world.editor, '/api/editor/saveSceneDocument', { sceneID, baseVersion: 0, document: documentOf(sceneID, 1) });
    expect((await commentOn(world.editor, sceneID)).comment.sceneVersion).toBe(1);
  });
});

describe("several scenes' comments, and the scene cards' counts", () => {
  it('getAllSceneComments answers each live scene named, in order, leaving out unknown ones', async () => {
    const a = await sceneIn(world.editor, projectID);
    const b = await sceneIn(world.editor, projectID);
    await commentOn(world.editor, a, { text: 'On a' });
    const last = await commentOn(world.editor, b, { text: 'On b', annotations: [box] });
    const read = await world.viewer.client.post(READ_ALL, { sceneIDs: [b, 'no-such-scene', a] }, after(last.answer));
    expect(read.status).toBe(200);
    expect(Calls.scene.getAllSceneComments.output.safeParse(read.body).success).toBe(true);
    expect(read.body.scenes.map((s: { sceneID: string; comments: { text: string }[] }) => [s.sceneID, s.comments.map((c) => c.text)])).toEqual([
      [b, ['On b']],
      [a, ['On a']],
    ]);
    expectError(await world.viewer.client.post(READ_ALL, { sceneIDs: Array.from({ length: 201 }, (_, i) => `s${i}`) }), 400, 'validation');
    expectError(await world.nobody.client.post(READ_ALL, { sceneIDs: [a] }), 403, 'forbidden');
  });

  it('a scene card counts its open top-level comments and all its comments', async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    const first = await commentOn(world.editor, sceneID, { text: 'One' });
    await commentOn(world.editor, sceneID, { text: 'Two' });
    await commentOn(world.viewer, sceneID, { text: 'Reply', parentCommentID: first.comment.commentID });
    const resolved = await must(world.viewer, RESOLVE, { commentID: first.comment.commentID, resolved: true });
    const card = await world.editor.client.post('/api/editor/getScene', { sceneID }, after(resolved));
    expect(card.body.scene).toMatchObject({ openComments: 1, comments: 3 });
  });
});
