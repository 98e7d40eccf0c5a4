// The project activity (spec 000 section 2, "Project contents page": comments and uploads, uploads by
// the same user within the same hour grouped) and the project's own asset files: the calls' answers,
// paging, who may read them and the refusals. The hour itself is held by the grouping rule's unit test
// and the projection's test (projectors/src/projectActivity), which set the events' times.
import type { ActivityItem, ProjectAssetFile } from '@wb/contracts';
import { Messages } from '@wb/contracts';
import type { Answer } from '../../testing/httpClient';
import { after } from '../shared/answers';
import type { Person } from '../shared/people';
import { uploadedFile } from '../assets/storedUploads';
import { addProjectFile, expectError, expectFieldErrors, must, newProject, startProjectFilesWorld, type ProjectFilesWorld } from '../projectFiles/projectFilesWorld';

jest.setTimeout(60_000);

let world: ProjectFilesWorld;
beforeAll(async () => {
  world = await startProjectFilesWorld();
});
afterAll(async () => {
  await world?.stop();
});

const activity = async (who: Person, body: Record<string, unknown>, since?: Answer): Promise<{ items: ActivityItem[]; next: number | null }> => {
  const answer = await who.client.post('/api/project/getActivity', body, since ? after(since) : {});
  if (answer.status !== 200) throw new Error(`getActivity: ${answer.status} ${answer.text}`);
  return answer.body;
};

describe('the activity of a project', () => {
  it('lists comments and uploads newest first, the uploads of one user within the hour as one item', async () => {
    const projectID = await newProject(world.editor);
    const first = await addProjectFile(world.editor, projectID, 'Scene 1.svg');
    const second = await addProjectFile(world.editor, projectID, 'Scene 2.svg');
    const commented = await must(world.reviewer, '/comments/saveComment', { projectID, fileID: -1, data: { text: 'Nice start @Edith' }, mentionedUsers: [2] });
    const { items, next } = await activity(world.reviewer, { projectID }, commented);
    expect(next).toBeNull();
    expect(items).toEqual([
      {
        itemID: `comment-${commented.body.comment.commentID}`,
        kind: 'comment',
        position: expect.any(Number),
        time: expect.any(String),
        user: { userID: 3, givenName: 'Vera', familyName: expect.any(String) },
        commentID: commented.body.comment.commentID,
        fileID: -1,
        fileName: null,
        text: 'Nice start @Edith',
        reply: false,
      },
      {
        itemID: `upload-${first.answer.body.file.fileID}`,
        kind: 'upload',
        position: expect.any(Number),
        time: expect.any(String),
        startedOn: expect.any(String),
        user: { userID: 2, givenName: 'Edith', familyName: expect.any(String) },
        fileCount: 2,
        files: [
          { fileID: second.answer.body.file.fileID, name: 'Scene 2.svg', type: 'svg' },
          { fileID: first.answer.body.file.fileID, name: 'Scene 1.svg', type: 'svg' },
        ],
      },
    ]);
    expect(items[0]?.position).toBeGreaterThan(items[1]?.position ?? Infinity);
  });

  it('names the commented file, and another uploader has an item of their own', async () => {
    const projectID = await newProject(world.editor);
    const { answer } = await addProjectFile(world.editor, projectID, 'Board.png');
    const fileID = answer.body.file.fileID as string;
    const commented = await must(world.reviewer, '/comments/saveComment', { projectID, fileID, data: { text: 'Brighter?' } });
    const { items } = await activity(world.editor, { projectID }, commented);
    expect(items.map((i) => i.kind)).toEqual(['comment', 'upload']);
    expect(items[0]).toMatchObject({ kind: 'comment', fileID, fileName: 'Board.png', text: 'Brighter?' });
  });

  it('pages by position: count items before the position given, and next until the last page', async () => {
    const projectID = await newProject(world.editor);
    let last: Answer | undefined;
    for (const text of ['one', 'two', 'three', 'four', 'five']) last = await must(world.reviewer, '/comments/saveComment', { projectID, fileID: -1, data: { text } });
    const page1 = await activity(world.editor, { projectID, count: 2 }, last);
    expect(page1.items.map((i) => (i.kind === 'comment' ? i.text : ''))).toEqual(['five', 'four']);
    expect(page1.next).toBe(page1.items[1]?.position);
    const page2 = await activity(world.editor, { projectID, count: 2, before: page1.next });
    expect(page2.items.map((i) => (i.kind === 'comment' ? i.text : ''))).toEqual(['three', 'two']);
    const page3 = await activity(world.editor, { projectID, count: 2, before: page2.next });
    expect(page3.items.map((i) => (i.kind === 'comment' ? i.text : ''))).toEqual(['one']);
    expect(page3.next).toBeNull();
  });

  it('leaves out a deleted comment', async () => {
    const projectID = await newProject(world.editor);
    const commented = await must(world.reviewer, '/comments/saveComment', { projectID, fileID: -1, data: { text: 'Oops' } });
    const deleted = await must(world.reviewer, '/comments/deleteComments', { commentIDs: [commented.body.comment.commentID] });
    expect((await activity(world.editor, { projectID }, deleted)).items).toEqual([]);
  });

  it('refuses bad input with the field and reason, an unknown project with 404, and anyone without the grant with 403', async () => {
    const projectID = await newProject(world.editor);
    expectFieldErrors(await world.reviewer.client.post('/api/project/getActivity', { projectID, count: 0 }), ['count']);
    expectFieldErrors(await world.reviewer.client.post('/api/project/getActivity', { projectID, count: 51 }), ['count']);
    expectFieldErrors(await world.reviewer.client.post('/api/project/getActivity', { projectID, before: -3 }), ['before']);
    expectFieldErrors(await world.reviewer.client.post('/api/project/getActivity', { projectID: '' }), ['projectID']);
    expectFieldErrors(await world.reviewer.client.post('/api/project/getActivity', { projectID: 'x'.repeat(65) }), ['projectID']);
    const missing = await world.reviewer.client.post('/api/project/getActivity', { projectID: 'no-such-project' });
    expectError(missing, 404, 'notFound');
    expect(missing.body.error.msg).toBe(Messages.activityProjectNotFound);
    expectError(await world.nobody.client.post('/api/project/getActivity', { projectID }), 403, 'forbidden');
    expectError(await world.nobody.client.post('/api/project/getAssetFiles', { projectID }), 403, 'forbidden');
    expectError(await world.reviewer.client.post('/api/project/getAssetFiles', { projectID: 'no-such-project' }), 404, 'notFound');
  });
});

describe("the project's own asset files", () => {
  it('lists the uploads with a projectAssetType, with their addresses, and not the files for review', async () => {
    const projectID = await newProject(world.editor);
    await addProjectFile(world.editor, projectID, 'Scene 1.svg');
    const script = await uploadedFile(world.editor, 'script.md', 'transcript');
    const added = await must(world.editor, '/project/addFile', { projectID, name: script.name, type: script.type, size: script.size, data: { url: script.url, projectAssetType: 'transcript' } });
    const answer = await world.reviewer.client.post('/api/project/getAssetFiles', { projectID }, after(added));
    expect(answer.status).toBe(200);
    const files = answer.body.files as ProjectAssetFile[];
    expect(files).toEqual([
      { fileID: added.body.file.fileID, name: 'script.md', type: 'md', projectAssetType: 'transcript', url: script.url, userName: expect.stringContaining('Edith'), createdOn: expect.any(String) },
    ]);
  });
});
