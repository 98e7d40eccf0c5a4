// Comments on a project's files and on the project itself (spec 002 sections 3, 5, 6 and 7, "Review
// comments: /comments/..."; spec 000, project comments with fileID -1): saving with drawings, replies,
// mentions, anonymous authors, resolving, editing, deleting, the counts and the printed list.
import { Calls, Messages } from '@wb/contracts';
import { after, expectError, expectFieldErrors, type ProjectsWorld } from '../projects/projectsWorld';
import { must, startScenesSuite } from '../scenes/scenesWorld';
import { READ, SAVE, box, commentOn, commentsAfter, fileIn } from './commentsWorld';

jest.setTimeout(90_000);

let world: ProjectsWorld;
let projectID: string;
startScenesSuite((started, project) => {
  world = started;
  projectID = project;
});

it("saves a comment on a file with its drawing and the file's version, and the file's comments show it at once", async () => {
  const fileID = await fileIn(world.admin, projectID);
  const { answer, comment } = await commentOn(world.editor, projectID, fileID, { text: 'Too dark', annotations: [box] }, { mentionedUsers: [world.viewer.userID, '@here'] });
  expect(comment).toEqual({
    commentID: expect.stringMatching(/\S/),
    projectID,
    fileID,
    fileVersion: 1,
    author: { userID: world.editor.userID, givenName: 'Edith', familyName: 'Tester' },
    anonymous: false,
    text: 'Too dark',
    timestamp: null,
    parentCommentID: null,
    replyToCommentID: null,
    annotations: [box],
    status: 0,
    resolved: null,
    // '@here' is the project's members: only its author, who is never mentioned.
    mentionedUserIDs: [world.viewer.userID],
    createdOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect(Calls.comments.saveComment.output.safeParse(answer.body).success).toBe(true);
  const read = await world.viewer.client.post(READ, { projectID, fileID }, after(answer));
  expect(read.status).toBe(200);
  expect(read.body.comments).toEqual([{ ...comment, replies: [] }]);
  expect(Calls.comments.getFileComments.output.safeParse(read.body).success).toBe(true);
});

it('remembers the version of the file each comment was made on', async () => {
  const name = `still ${Date.now().toString(36)}.png`;
  const fileID = await fileIn(world.admin, projectID, name);
  const before = await commentOn(world.editor, projectID, fileID, { text: 'On the first version' });
  expect(await fileIn(world.admin, projectID, name)).toBe(fileID);
  const later = await commentOn(world.editor, projectID, fileID, { text: 'On the second' });
  expect([before.comment.fileVersion, later.comment.fileVersion]).toEqual([1, 2]);
  expect((await commentsAfter(world.viewer, later.answer, projectID, fileID)).map((c) => c.fileVersion)).toEqual([1, 2]);
});

it('keeps threads oldest first with replies newest last, and the project’s own comments apart (fileID -1)', async () => {
  const fileID = await fileIn(world.admin, projectID);
  const first = await commentOn(world.editor, projectID, fileID, { text: 'First' });
  const second = await commentOn(world.viewer, projectID, fileID, { text: '', annotations: [box] });
  const reply = await commentOn(world.otherEditor, projectID, fileID, { text: 'Agreed', parentCommentID: first.comment.commentID });
  const answer = await commentOn(world.editor, projectID, fileID, { text: 'Fixed', parentCommentID: first.comment.commentID, replyToCommentID: reply.comment.commentID });
  const onProject = await commentOn(world.viewer, projectID, -1, { text: 'When is the deadline?' });
  expect(onProject.comment).toMatchObject({ fileID: -1, fileVersion: null });

  const comments = await commentsAfter(world.viewer, onProject.answer, projectID, fileID);
  expect(comments.map((c) => [c.text, (c.replies ?? []).map((r) => [r.text, r.replyToCommentID])])).toEqual([
    [
      'First',
      [
        ['Agreed', first.comment.commentID],
        ['Fixed', reply.comment.commentID],
      ],
    ],
    ['', []],
  ]);
  expect(comments[1]?.commentID).toBe(second.comment.commentID);
  expect(answer.comment.parentCommentID).toBe(first.comment.commentID);
  expect((await commentsAfter(world.editor, onProject.answer, projectID, -1)).map((c) => c.text)).toEqual(['When is the deadline?']);
});

it('shows an anonymous comment by an anonymous name to others and by name to its author', async () => {
  const fileID = await fileIn(world.admin, projectID);
  const { answer, comment } = await commentOn(world.viewer, projectID, fileID, { text: 'Secretly', anonymous: true });
  expect(comment.author).toEqual({ userID: world.viewer.userID, givenName: 'Vera', familyName: 'Tester' });
  const seenByOthers = await commentsAfter(world.editor, answer, projectID, fileID);
  expect(seenByOthers[0]).toMatchObject({ anonymous: true, author: { userID: null, givenName: 'Anonymous', familyName: '' } });
  const seenByAuthor = await commentsAfter(world.viewer, answer, projectID, fileID);
  expect(seenByAuthor[0]?.author.userID).toBe(world.viewer.userID);
});

it('resolves and unresolves a top-level comment, recording who; only the author edits (while open) and deletes, with the replies', async () => {
  const fileID = await fileIn(world.admin, projectID);
  const { comment } = await commentOn(world.editor, projectID, fileID, { text: 'Typo in title' });
  const reply = await commentOn(world.viewer, projectID, fileID, { text: 'Where?', parentCommentID: comment.commentID });
  const resolved = await must(world.viewer, '/api/comments/resolveComment', { commentID: comment.commentID });
  let [shown] = await commentsAfter(world.editor, resolved, projectID, fileID);
  expect(shown).toMatchObject({ status: 1, resolved: { userID: world.viewer.userID, givenName: 'Vera', resolvedOn: expect.stringMatching(/^\d{4}-/) } });

  expectError(await world.editor.client.post('/api/comments/updateCommentText', { commentID: comment.commentID, text: 'Typo in the title' }), 409, 'conflict');
  expectError(await world.viewer.client.post('/api/comments/resolveComment', { commentID: reply.comment.commentID }), 400, 'validation');
  const reopened = await must(world.otherEditor, '/api/comments/unresolveComment', { commentID: comment.commentID });
  [shown] = await commentsAfter(world.editor, reopened, projectID, fileID);
  expect(shown).toMatchObject({ status: 0, resolved: null });

  const notMine = await world.viewer.client.post('/api/comments/updateCommentText', { commentID: comment.commentID, text: 'Mine' });
  expectError(notMine, 403, 'forbidden');
  expect(notMine.body.error.msg).toBe(Messages.fileCommentNotAuthor);
  const edited = await must(world.editor, '/api/comments/updateCommentText', { commentID: comment.commentID, text: 'Typo in the title' });
  [shown] = await commentsAfter(world.viewer, edited, projectID, fileID);
  expect(shown?.text).toBe('Typo in the title');

  expectError(await world.viewer.client.post('/api/comments/deleteComments', { commentIDs: [comment.commentID] }), 403, 'forbidden');
  const deleted = await must(world.editor, '/api/comments/deleteComments', { commentIDs: [comment.commentID] });
  expect(await commentsAfter(world.viewer, deleted, projectID, fileID)).toEqual([]);
  // The reply went with its comment.
  expectError(await world.viewer.client.post('/api/comments/updateCommentText', { commentID: reply.comment.commentID, text: 'x' }), 404, 'notFound');
});

it("counts open and total top-level comments per file, and prints the project's comments grouped by file", async () => {
  const project = (await must(world.editor, '/api/project/create', { name: `Counts ${Date.now().toString(36)}` })).body.project.projectID as string;
  const png = await fileIn(world.admin, project, 'b-still.png');
  const svg = await fileIn(world.admin, project, 'a-cell.svg');
  const one = await commentOn(world.editor, project, png, { text: 'One' });
  await commentOn(world.editor, project, png, { text: 'Reply', parentCommentID: one.comment.commentID });
  await commentOn(world.editor, project, png, { text: 'Two' });
  await commentOn(world.editor, project, svg, { text: 'Three' });
  const last = await commentOn(world.editor, project, -1, { text: 'Project' });
  const resolved = await must(world.editor, '/api/comments/resolveComment', { commentID: one.comment.commentID });
  void last;

  const counts = await world.viewer.client.post('/api/comments/getProjectCommentCounts', { projectID: project }, after(resolved));
  expect(counts.status).toBe(200);
  expect(counts.body.files).toEqual(
    expect.arrayContaining([
      { fileID: -1, open: 1, total: 1 },
      { fileID: png, open: 1, total: 2 },
      { fileID: svg, open: 1, total: 1 },
    ]),
  );
  expect(counts.body.files).toHaveLength(3);

  const all = await world.viewer.client.post('/api/comments/getProjectComments', { projectID: project, type: 'all' }, after(resolved));
  expect(all.status).toBe(200);
  expect(Calls.comments.getProjectComments.output.safeParse(all.body).success).toBe(true);
  expect(all.body.files.map((f: { name: string; type: string; comments: unknown[] }) => [f.name, f.type, f.comments.length])).toEqual([
    ['', 'project', 1],
    ['a-cell.svg', 'svg', 1],
    ['b-still.png', 'image', 2],
  ]);
  const images = await world.viewer.client.post('/api/comments/getProjectComments', { projectID: project, type: 'image' }, after(resolved));
  expect(images.body.files.map((f: { fileID: string }) => f.fileID)).toEqual([png]);
  expect(images.body.files[0].comments[0].replies.map((r: { text: string }) => r.text)).toEqual(['Reply']);
});

describe('refusals', () => {
  let fileID: string;
  beforeAll(async () => {
    fileID = await fileIn(world.admin, projectID);
  });
  const save = (body: Record<string, unknown>) => world.editor.client.post(SAVE, { projectID, fileID, ...body });

  it('refuses an empty comment, an empty reply, a time on a file that is not a video, and unknown mentions, naming the field', async () => {
    const empty = await save({ data: { text: '  ' } });
    expectFieldErrors(empty, ['data.text']);
    expect(empty.body.error.msg).toBe(Messages.fileCommentEmpty);
    const { comment } = await commentOn(world.editor, projectID, fileID, { text: 'Parent' });
    expectFieldErrors(await save({ data: { text: '', annotations: [box], parentCommentID: comment.commentID } }), ['data.text']);
    const timed = await save({ data: { text: 'At 3 s', timestamp: 90 } });
    expectFieldErrors(timed, ['data.timestamp']);
    expect(timed.body.error.msg).toBe(Messages.timestampOnlyForVideos);
    expectFieldErrors(await save({ data: { text: 'Hi' }, mentionedUsers: [999_999] }), ['mentionedUsers']);
    expectFieldErrors(await save({ data: { text: 'x', timestamp: 1.5 } }), ['data.timestamp']);
    expectFieldErrors(await save({ data: { text: 'x'.repeat(5001) } }), ['data.text']);
  });

  it('refuses a file of another project, an unknown project, and unknown comments', async () => {
    const elsewhere = (await must(world.editor, '/api/project/create', { name: `Elsewhere ${Date.now().toString(36)}` })).body.project.projectID as string;
    const notHere = await world.editor.client.post(SAVE, { projectID: elsewhere, fileID, data: { text: 'Hi' } });
    expectError(notHere, 404, 'notFound');
    expect(notHere.body.error.msg).toBe(Messages.fileNotInProject);
    expectError(await world.editor.client.post(SAVE, { projectID: 'no-such-project', fileID: -1, data: { text: 'Hi' } }), 404, 'notFound');
    expectError(await world.editor.client.post(READ, { projectID, fileID: 'no-such-file' }), 404, 'notFound');
    expectError(await world.editor.client.post(READ, { projectID: 'no-such-project', fileID: -1 }), 404, 'notFound');
    for (const path of ['resolveComment', 'unresolveComment']) expectError(await world.editor.client.post(`/api/comments/${path}`, { commentID: 'no-such-comment' }), 404, 'notFound');
    expectError(await world.editor.client.post('/api/comments/deleteComments', { commentIDs: ['no-such-comment'] }), 404, 'notFound');
  });

  it('asks for the view grant to read and to comment', async () => {
    expectError(await world.nobody.client.post(SAVE, { projectID, fileID, data: { text: 'Hi' } }), 403);
    expectError(await world.nobody.client.post(READ, { projectID, fileID }), 403);
  });
});
