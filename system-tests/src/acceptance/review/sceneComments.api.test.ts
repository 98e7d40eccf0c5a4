// Review comments on a scene (spec 002 sections 3, 5, 6 and 7, "Review comments"): a comment at a time
// in the scene with drawn shapes, replies in threads, the rules of empty comments, who may comment,
// and reading one's own comment right after saving it.
import { Calls, Messages } from '@wb/contracts';
import { after, expectError, type ProjectsWorld } from '../projects/projectsWorld';
import { must, startScenesSuite } from '../scenes/scenesWorld';
import { READ, SAVE, box, commentOn, commentsAfter, pen, sceneIn } from './reviewWorld';
import { eventCounter, type EventCounter } from '../commands/commandsWorld';

jest.setTimeout(60_000);

let world: ProjectsWorld;
let projectID: string;
let events: EventCounter;
// Closed before the suite's world stops (hooks run in the order they are declared), so the counter's
// connection is never cut by the database going away.
afterAll(async () => {
  await events?.close();
});
startScenesSuite((started, project) => {
  world = started;
  projectID = project;
  events = eventCounter(started);
});

it("saves a comment at a time in the scene with its drawing, answers it, and the scene's comments show it at once", async () => {
  const sceneID = await sceneIn(world.editor, projectID);
  const { answer, comment } = await commentOn(world.editor, sceneID, { text: 'The arrow comes in too early', timestamp: 4200, annotations: [box, pen] });
  expect(answer.headers.get('X-Position')).toMatch(/^\d+$/);
  expect(comment).toEqual({
    commentID: expect.stringMatching(/\S/),
    sceneID,
    author: { userID: world.editor.userID, givenName: 'Edith', familyName: 'Tester' },
    text: 'The arrow comes in too early',
    timestamp: 4200,
    parentCommentID: null,
    replyToCommentID: null,
    annotations: [box, pen],
    anonymous: false,
    mine: true,
    mentionedUserIDs: [],
    sceneVersion: null,
    status: 1,
    resolved: null,
    createdOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect(Calls.editor.saveSceneComment.output.safeParse(answer.body).success).toBe(true);
  // Read your writes: the query waits for the comment, and shows what the command answered.
  const read = await world.editor.client.post(READ, { sceneID }, after(answer));
  expect(read.status).toBe(200);
  expect(read.body.comments).toEqual([{ ...comment, replies: [] }]);
  expect(Calls.editor.getSceneComments.output.safeParse(read.body).success).toBe(true);
});

it('lists comments oldest first, each with its replies oldest first, from every reviewer', async () => {
  const sceneID = await sceneIn(world.editor, projectID);
  const first = await commentOn(world.editor, sceneID, { text: 'First', timestamp: 1000 });
  const second = await commentOn(world.viewer, sceneID, { text: '', annotations: [box] });
  const reply = await commentOn(world.otherEditor, sceneID, { text: 'Agreed', parentCommentID: first.comment.commentID });
  const answerToReply = await commentOn(world.editor, sceneID, { text: 'Fixed', parentCommentID: first.comment.commentID, replyToCommentID: reply.comment.commentID });
  expect(reply.comment).toMatchObject({ parentCommentID: first.comment.commentID, replyToCommentID: first.comment.commentID, timestamp: null });

  const comments = await commentsAfter(world.viewer, answerToReply.answer, sceneID);
  expect(comments.map((c) => [c.text, c.author.givenName, (c.replies ?? []).map((r) => [r.text, r.author.givenName, r.replyToCommentID])])).toEqual([
    [
      'First',
      'Edith',
      [
        ['Agreed', 'Oscar', first.comment.commentID],
        ['Fixed', 'Edith', reply.comment.commentID],
      ],
    ],
    ['', 'Vera', []],
  ]);
  expect(comments[1]).toMatchObject({ commentID: second.comment.commentID, annotations: [box] });
});

it('two reviewers commenting on one scene at once both keep their comments', async () => {
  const sceneID = await sceneIn(world.editor, projectID);
  const saved = await Promise.all([world.editor, world.otherEditor, world.viewer].map((who, i) => commentOn(who, sceneID, { text: `At once ${i}` })));
  const latest = saved.reduce((a, b) => (BigInt(a.answer.headers.get('X-Position') ?? 0) > BigInt(b.answer.headers.get('X-Position') ?? 0) ? a : b));
  const comments = await commentsAfter(world.editor, latest.answer, sceneID);
  expect(comments.map((c) => c.text).sort()).toEqual(['At once 0', 'At once 1', 'At once 2']);
});

describe('what is not saved, and why', () => {
  let sceneID: string;
  let parentID: string;
  beforeAll(async () => {
    sceneID = await sceneIn(world.editor, projectID);
    parentID = (await commentOn(world.editor, sceneID, { text: 'Top' })).comment.commentID;
  });

  it.each([
    ['a comment with neither text nor drawing', () => ({ text: '  ', annotations: [] }), 'text', Messages.commentEmpty],
    ['a reply with empty text, even with a drawing', () => ({ text: '', annotations: [box], parentCommentID: parentID }), 'text', Messages.replyTextRequired],
    ['a reply to a comment the scene does not have', () => ({ parentCommentID: 'x' }), 'parentCommentID', Messages.parentCommentNotFound],
    ['a comment naming a comment it answers without being a reply', () => ({ replyToCommentID: parentID }), 'parentCommentID', Messages.replyToWithoutParent],
  ])('refuses %s (400 or 404 with the reason) and appends nothing', async (_name, extra, field, msg) => {
    const before = await events.count();
    const answer = await world.editor.client.post(SAVE, { sceneID, text: 'Text', annotations: [], ...extra() });
    expect([400, 404]).toContain(answer.status);
    expect(answer.body.error).toMatchObject({ msg, fields: { [field]: msg } });
    expect(await events.count()).toBe(before);
  });

  it("refuses a reply whose parent is another scene's comment", async () => {
    const other = await sceneIn(world.editor, projectID);
    const elsewhere = (await commentOn(world.editor, other, { text: 'Elsewhere' })).comment.commentID;
    const answer = await world.editor.client.post(SAVE, { sceneID, text: 'Reply', annotations: [], parentCommentID: elsewhere });
    expectError(answer, 404, 'notFound');
    expect(answer.body.error.msg).toBe(Messages.parentCommentNotFound);
  });

  it('refuses a reply to a reply as its parent', async () => {
    const reply = await commentOn(world.editor, sceneID, { text: 'Reply', parentCommentID: parentID });
    const answer = await world.editor.client.post(SAVE, { sceneID, text: 'Deeper', annotations: [], parentCommentID: reply.comment.commentID });
    expectError(answer, 400, 'validation');
    expect(answer.body.error.msg).toBe(Messages.parentIsReply);
  });

  it('refuses shapes out of bounds: outside the drawing, too many, a stroke of one point, path data beyond M/L/Q/C, an unknown tool, a colour', async () => {
    const shapes = [
      [{ ...box, attributes: { ...box.attributes, x: 1001 } }],
      Array.from({ length: 21 }, (_, i) => ({ ...box, id: `b${i}` })),
      [{ ...pen, attributes: { ...pen.attributes, d: 'M 1 1' } }],
      [{ ...pen, attributes: { ...pen.attributes, d: 'M 1 1 A 5 5 0 0 1 9 9' } }],
      [{ ...box, type: 'arrow' }],
      [{ ...box, attributes: { ...box.attributes, stroke: 'red' } }],
    ];
    for (const annotations of shapes) {
      const answer = await world.editor.client.post(SAVE, { sceneID, text: 'x', annotations });
      expectError(answer, 400, 'validation');
      const fields = Object.keys(answer.body.error.fields ?? {});
      expect(fields.length).toBeGreaterThan(0);
      expect(fields.filter((f) => !f.startsWith('annotations'))).toEqual([]);
    }
  });

  it('refuses a comment on a scene that does not exist, and on one deleted, and reads neither', async () => {
    expectError(await world.editor.client.post(SAVE, { sceneID: 'no-such-scene', text: 'Hello', annotations: [] }), 404, 'notFound');
    expectError(await world.editor.client.post(READ, { sceneID: 'no-such-scene' }), 404, 'notFound');
    const doomed = await sceneIn(world.editor, projectID);
    const said = await commentOn(world.editor, doomed, { text: 'Soon gone' });
    const deleted = await must(world.editor, '/api/scene/deleteProjectScenes', { projectID, sceneIDs: [doomed] });
    const refused = await world.editor.client.post(SAVE, { sceneID: doomed, text: 'Too late', annotations: [] });
    expectError(refused, 404, 'notFound');
    expect(refused.body.error.msg).toBe(Messages.sceneNotFound);
    expect(said.comment.sceneID).toBe(doomed);
    expectError(await world.editor.client.post(READ, { sceneID: doomed }, after(deleted)), 404, 'notFound');
  });
});

describe('who may comment', () => {
  it('a holder of the view grant reads and writes comments: anyone who may see the scene reviews it', async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    const { answer, comment } = await commentOn(world.viewer, sceneID, { text: 'Viewer note' });
    expect(comment.author.userID).toBe(world.viewer.userID);
    expect((await commentsAfter(world.viewer, answer, sceneID)).map((c) => c.text)).toEqual(['Viewer note']);
  });

  it('a user without the grant is refused both (403 naming it), and nothing is appended', async () => {
    const sceneID = await sceneIn(world.editor, projectID);
    const before = await events.count();
    for (const [path, body] of [
      [SAVE, { sceneID, text: 'Sneaky', annotations: [] }],
      [READ, { sceneID }],
    ] as const) {
      const answer = await world.nobody.client.post(path, body);
      expectError(answer, 403, 'forbidden');
      expect(answer.body.error.msg).toBe(Messages.missingGrant('content.projects-view'));
    }
    expect(await events.count()).toBe(before);
  });
});
