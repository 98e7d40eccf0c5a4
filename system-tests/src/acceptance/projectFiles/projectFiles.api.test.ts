// A project's files for review (spec 002 sections 3, 5 and 7; issue 18 "Project files for review"):
// only review's upload types, the same name uploaded again as the next version with the older ones
// listed, a video's duration, frame rate and size, and a proxy for what a browser cannot play; the
// files by id; a scene's assets; an svg's stats; who may do what.
import { Pool } from 'pg';
import { Messages } from '@wb/contracts';
import { after } from '../shared/answers';
import { uploadedFile } from '../assets/storedUploads';
import { addProjectFile, expectError, expectFieldErrors, fileWhen, hasFfmpeg, must, newProject, projectFiles, startProjectFilesWorld, videoBytes, type ProjectFilesWorld } from './projectFilesWorld';

jest.setTimeout(90_000);

/** The blob holdings read model's tables (projectors/src/blobHolders/projection.ts). */
const BLOB_HOLDINGS_TABLES = ['blob_holders', 'blob_holder_kits', 'blob_holder_deleted_files', 'blob_holder_file_kits', 'blob_holder_file_projects', 'blob_daily_downloads'];

let world: ProjectFilesWorld;
beforeAll(async () => {
  world = await startProjectFilesWorld();
});
afterAll(async () => {
  await world?.stop();
});

describe('a file for review', () => {
  it('is recorded with its version, and the project lists it for its viewers by type', async () => {
    const projectID = await newProject(world.editor);
    const { answer, file } = await addProjectFile(world.editor, projectID, 'Storyboard.png');
    expect(answer.status).toBe(200);
    expect(answer.body.file).toEqual({ fileID: expect.stringMatching(/\S/), uuid: expect.stringMatching(/\S/), version: 1 });
    const svg = await addProjectFile(world.editor, projectID, 'Scene 1.svg');
    const files = await projectFiles(world.reviewer, projectID, svg.answer);
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['Scene 1.svg', 'svg'],
      ['Storyboard.png', 'image'],
    ]);
    expect(files[1]).toEqual({
      fileID: answer.body.file.fileID,
      name: 'Storyboard.png',
      type: 'image',
      extension: 'png',
      createdOn: expect.any(String),
      version: 1,
      versions: [{ version: 1, url: file.url, createdOn: expect.any(String), size: file.size }],
      url: file.url,
      media: null,
      svgStats: null,
      user: { name: 'Edith Tester' },
      fileExports: [],
    });
  });

  it('uploaded again under the same name becomes its next version, the older ones kept and listed', async () => {
    const projectID = await newProject(world.editor);
    const first = await addProjectFile(world.editor, projectID, 'Cut.gif');
    const second = await addProjectFile(world.editor, projectID, 'cut.GIF');
    expect(second.answer.status).toBe(200);
    expect(second.answer.body.file).toEqual({ fileID: first.answer.body.file.fileID, uuid: first.answer.body.file.uuid, version: 2 });
    const [file, ...others] = await projectFiles(world.reviewer, projectID, second.answer);
    expect(others).toEqual([]);
    expect(file).toMatchObject({ name: 'Cut.gif', version: 2, url: second.file.url });
    expect(file?.versions.map((v) => [v.version, v.url])).toEqual([
      [1, first.file.url],
      [2, second.file.url],
    ]);

    // Once taken out of the project its name is free: the same name is a new file.
    const removed = await must(world.editor, '/project/removeFiles', { projectID, fileIDs: [first.answer.body.file.fileID] });
    expect(await projectFiles(world.reviewer, projectID, removed)).toEqual([]);
    const again = await addProjectFile(world.editor, projectID, 'Cut.gif');
    expect(again.answer.body.file).toEqual(expect.objectContaining({ version: 1 }));
    expect(again.answer.body.file.fileID).not.toBe(first.answer.body.file.fileID);
  });

  it("opens for the project's viewers once the project lists it, though the blob holdings lag behind", async () => {
    const projectID = await newProject(world.editor);
    // A <video> or <img> sends no X-Min-Position. Held here, the blob holdings' projection cannot write
    // (reading them goes on), while the project's files read model lists the file.
    const pool = new Pool({ connectionString: world.app.databaseUrl, max: 1 });
    const holder = await pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`LOCK TABLE ${BLOB_HOLDINGS_TABLES.join(', ')} IN EXCLUSIVE MODE`);
      const { answer, file } = await addProjectFile(world.editor, projectID, 'Held back.png');
      expect((await projectFiles(world.reviewer, projectID, answer)).map((f) => f.url)).toEqual([file.url]);
      const read = world.reviewer.client.get(file.url);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await holder.query('COMMIT');
      expect((await read).status).toBe(200);
    } finally {
      holder.release();
      await pool.end();
    }
  });

  it('must be one of svg, mov, avi, mp4, png, jpeg, jpg and gif, and nothing is recorded otherwise', async () => {
    const projectID = await newProject(world.editor);
    const { answer } = await addProjectFile(world.editor, projectID, 'Notes.pdf');
    expectFieldErrors(answer, ['type']);
    expect(answer.body.error.msg).toBe(Messages.notAReviewType);
    expect(await projectFiles(world.reviewer, projectID)).toEqual([]);
    // A project's own assets of spec 001 keep their types.
    const script = await uploadedFile(world.editor, 'script.md', 'transcript');
    await must(world.editor, '/project/addFile', { projectID, name: script.name, type: script.type, size: script.size, data: { url: script.url, projectAssetType: 'transcript' } });
  });

  it('answers 404 for a project that does not exist, 403 without the grant', async () => {
    expectError(await world.reviewer.client.post('/api/files/getProjectFiles', { projectID: 'no-such-project' }), 404, 'notFound');
    const projectID = await newProject(world.editor);
    expectError(await world.nobody.client.post('/api/files/getProjectFiles', { projectID }), 403);
    // Viewing a project is not recording its files: that is the asset library's edit grant.
    const png = await uploadedFile(world.editor, 'a.png');
    expectError(await world.reviewer.client.post('/api/project/addFile', { projectID, name: 'a.png', type: 'png', size: png.size, data: { url: png.url } }), 403);
  });
});

(hasFfmpeg ? describe : describe.skip)('a video for review', () => {
  it('shows processing, then its duration, frame rate and size; an H.264 MP4 plays as stored', async () => {
    const projectID = await newProject(world.editor);
    const { answer } = await addProjectFile(world.editor, projectID, 'Take 1.mp4', videoBytes('mp4'));
    expect(answer.status).toBe(200);
    const [first] = await projectFiles(world.reviewer, projectID, answer);
    expect(first?.type).toBe('video');
    expect(['processing', 'ready']).toContain(first?.media?.state);
    const ready = await fileWhen(world.reviewer, projectID, answer.body.file.fileID, (f) => f.media?.state !== 'processing');
    expect(ready.media).toEqual({ durationMs: 1000, frameRate: 30, width: 160, height: 120, playable: true, proxyUrl: null, posterUrl: null, state: 'ready' });
  });

  it('an avi gets an H.264 MP4 proxy and a poster, readable by the project viewers', async () => {
    const projectID = await newProject(world.editor);
    const { answer } = await addProjectFile(world.editor, projectID, 'Rough cut.avi', videoBytes('avi'));
    expect(answer.status).toBe(200);
    const ready = await fileWhen(world.reviewer, projectID, answer.body.file.fileID, (f) => f.media?.state !== 'processing');
    expect(ready.media).toEqual({
      durationMs: 1000,
      frameRate: 30,
      width: 160,
      height: 120,
      playable: false,
      proxyUrl: expect.stringMatching(/^\/api\/v1\/blobs\/.+\.mp4$/),
      posterUrl: expect.stringMatching(/^\/api\/v1\/blobs\/.+\.jpg$/),
      state: 'ready',
    });
    const proxy = await world.reviewer.client.get(ready.media?.proxyUrl ?? '');
    expect(proxy.status).toBe(200);
  });
});

describe('files by id', () => {
  it("answers a project's files and a scene's assets in the order asked, leaving out unknown ids and library-only files", async () => {
    const projectID = await newProject(world.editor);
    const image = await addProjectFile(world.editor, projectID, 'Frame.jpg');
    const asset = await uploadedFile(world.editor, 'Prop.png');
    const added = await must(world.editor, '/files/addFiles', { files: [asset] });
    expect(added.body.files).toEqual([{ fileID: expect.stringMatching(/\S/), uuid: expect.stringMatching(/\S/), name: 'Prop.png', type: 'png', size: asset.size, url: asset.url }]);
    const kit = await must(world.editor, '/assets/addKit', { name: `Kit ${process.pid} ${Date.now()}` });
    const libraryFile = await uploadedFile(world.editor, 'Library.png');
    const inKit = await must(world.editor, '/assets/addFilesToKit', { files: [libraryFile], kitID: kit.body.kit.kitID });

    const ids = [added.body.files[0].fileID, 'no-such-file', inKit.body.files[0].fileID, image.answer.body.file.fileID];
    const read = await world.reviewer.client.post('/api/files/getByIDs', { fileIDs: ids }, after(inKit));
    expect(read.status).toBe(200);
    expect(read.body.files.map((f: { name: string }) => f.name)).toEqual(['Prop.png', 'Frame.jpg']);
    expectFieldErrors(await world.reviewer.client.post('/api/files/getByIDs', { fileIDs: [] }), ['fileIDs']);
  });
});

describe("an svg's stats", () => {
  it('are recorded for an svg and refused for another file, naming fileID', async () => {
    const projectID = await newProject(world.editor);
    const svg = await addProjectFile(world.editor, projectID, 'Scene.svg');
    const recorded = await must(world.editor, '/project/addSvgMeta', { fileID: svg.answer.body.file.fileID, elements: 12, paths: 4, hasText: true });
    expect((await projectFiles(world.reviewer, projectID, recorded))[0]?.svgStats).toEqual({ elements: 12, paths: 4, hasText: true });
    const png = await addProjectFile(world.editor, projectID, 'Scene.png');
    const refused = await world.editor.client.post('/api/project/addSvgMeta', { fileID: png.answer.body.file.fileID, elements: 1 });
    expectFieldErrors(refused, ['fileID']);
    expect(refused.body.error.msg).toBe(Messages.notAnSvgFile);
    expectError(await world.editor.client.post('/api/project/addSvgMeta', { fileID: 'no-such-file', elements: 1 }), 404, 'notFound');
  });
});
