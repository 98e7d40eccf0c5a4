// Exports (spec 002 sections 2, 4, 7-9; spec 001 section 4, File Exports): adding and requesting scene
// and file exports, what the dashboard, the files page and the admin's records show of them (the
// 4-hour rule included), relaunching, the exporter's reports, and who may download the MP4.
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { Calls, Messages } from '@wb/contracts';
import { LocalBlobStore } from '@wb/platform';
import { after, expectError, expectFieldErrors, startProjectsWorld, type ProjectsWorld } from '../acceptance/projects/projectsWorld';
import { exporterSide, fileExports, must, NO_GROUPS_SVG, newProject, newScene, projectFile, savedScene, sceneExports, type ExporterSide } from './exportsWorld';

let world: ProjectsWorld;
let side: ExporterSide;
let projectID: string;
beforeAll(async () => {
  world = await startProjectsWorld();
  side = await exporterSide(world);
  projectID = await newProject(world.editor);
});
afterAll(async () => {
  await side?.close();
  await world?.stop();
});

const post = (path: string, body: unknown, headers?: Record<string, string>) => world.editor.client.post(path, body, headers);
const result = (key: string) => ({ url: `/api/v1/blobs/${key}`, blobKey: key, size: 4, frames: 60, durationMs: 2000 });
const newExportKey = () => `exportVideo/2026/11/${randomUUID()}.mp4`;

describe('scene exports', () => {
  it('adds an export of each scene, in the order asked, shown in progress on the dashboard at once', async () => {
    const first = await savedScene(world.editor, projectID);
    const second = await savedScene(world.editor, projectID);
    const added = await post('/api/export/addSceneExport', { sceneIDs: [second, first] });
    expect(added.status).toBe(200);
    expect(Calls.export.addSceneExport.output.safeParse(added.body).success).toBe(true);
    const [secondID, firstID] = added.body.sceneExportIDs as string[];
    const shown = await sceneExports(world.viewer, projectID, first, after(added));
    expect(shown).toEqual([{ sceneExportID: firstID, sceneID: first, status: 1, createdOn: expect.any(String), data: { url: null, completedOn: null }, progress: null, error: null }]);
    expect((await sceneExports(world.viewer, projectID, second, after(added)))[0]?.sceneExportID).toBe(secondID);
    const all = await world.viewer.client.post('/api/scene/getByProjectID', { projectID }, after(added));
    expect(Calls.scene.getByProjectID.output.safeParse(all.body).success).toBe(true);
  });

  it('adds none when one scene does not exist, and names the field of an empty list', async () => {
    const sceneID = await savedScene(world.editor, projectID);
    const refused = await post('/api/export/addSceneExport', { sceneIDs: [sceneID, 'no-such-scene'] });
    expectError(refused, 404, 'notFound');
    expect(refused.body.error.msg).toBe(Messages.sceneNotFound);
    const read = await world.editor.client.post('/api/scene/getByProjectID', { projectID }, await side.latest());
    expect((read.body.exports as { sceneID: string; exports: unknown[] }[]).find((e) => e.sceneID === sceneID)?.exports).toEqual([]);
    expectFieldErrors(await post('/api/export/addSceneExport', { sceneIDs: [] }), ['sceneIDs']);
  });

  it('refuses to render a scene never saved, an export of another project and an unknown export', async () => {
    const { scene } = await newScene(world.editor, projectID);
    const added = await must(world.editor, '/api/export/addSceneExport', { sceneIDs: [scene.sceneID] });
    const [sceneExportID] = added.body.sceneExportIDs as string[];
    const unsaved = await post('/api/exportVideoV2', { sceneExportIDs: [sceneExportID], projectID, notify: false });
    expectFieldErrors(unsaved, ['sceneExportIDs']);
    expect(unsaved.body.error.msg).toBe(Messages.sceneNotSaved);
    const otherProject = await post('/api/exportVideoV2', { sceneExportIDs: [sceneExportID], projectID: await newProject(world.editor), notify: false });
    expectFieldErrors(otherProject, ['projectID']);
    expect(otherProject.body.error.msg).toBe(Messages.exportNotInProject);
    const unknown = await post('/api/exportVideoV2', { sceneExportIDs: ['no-such-export'], projectID, notify: false });
    expectError(unknown, 404, 'notFound');
    expect(unknown.body.error.msg).toBe(Messages.sceneExportNotFound);
    expectFieldErrors(await post('/api/exportVideoV2', { sceneExportIDs: [], projectID }), ['sceneExportIDs']);
  });

  it("renders a saved scene; the exporter's completion shows its MP4 once, whatever it reports after", async () => {
    const sceneID = await savedScene(world.editor, projectID);
    const added = await must(world.editor, '/api/export/addSceneExport', { sceneIDs: [sceneID] });
    const [sceneExportID = ''] = added.body.sceneExportIDs as string[];
    const requested = await post('/api/exportVideoV2', { sceneExportIDs: [sceneExportID], projectID, notify: true });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ ok: true });
    // Asking again while it renders starts nothing new.
    const again = await post('/api/exportVideoV2', { sceneExportIDs: [sceneExportID], projectID, notify: true });
    expect(again.status).toBe(200);
    const key = newExportKey();
    await side.reports.completed('scene', sceneExportID, result(key));
    await side.reports.completed('scene', sceneExportID, result(newExportKey()));
    await side.reports.failed('scene', sceneExportID, 'too late');
    const [shown] = await sceneExports(world.viewer, projectID, sceneID, await side.latest());
    expect(shown).toMatchObject({ sceneExportID, status: 2, data: { url: `/api/v1/blobs/${key}`, completedOn: expect.any(String) }, progress: null, error: null });
  });
});

describe('the 4-hour rule and the admin records', () => {
  it("shows an export still in progress 4 hours after it was created as failed, with the spec's message", async () => {
    const sceneID = await savedScene(world.editor, projectID);
    const sceneExportID = randomUUID();
    const createdOn = new Date(Date.now() - 4 * 3_600_000 - 60_000).toISOString();
    await side.append(`sceneexport-${sceneExportID}`, 'SceneExportAdded', { sceneExportID, sceneID, projectID, sceneName: 'Old', userID: 2, createdOn });
    const [shown] = await sceneExports(world.editor, projectID, sceneID, await side.latest());
    expect(shown).toMatchObject({ sceneExportID, status: 0, error: 'Something went wrong, try exporting again.', progress: null });
    const records = await world.admin.client.post('/api/export/getRecentExports', {}, await side.latest());
    expect(records.status).toBe(200);
    expect(Calls.export.getRecentExports.output.safeParse(records.body).success).toBe(true);
    const record = (records.body.sceneExports as { sceneExportID: string }[]).find((r) => r.sceneExportID === sceneExportID);
    expect(record).toEqual({ sceneExportID, sceneID, projectID, sceneData: { name: 'Old' }, status: 0, createdOn, data: { url: null }, error: Messages.exportStale });
  });

  it('answers the records and the relaunch to admin.exports only', async () => {
    expectError(await world.editor.client.post('/api/export/getRecentExports', {}), 403, 'forbidden');
    expectError(await world.editor.client.post('/api/admin/launchExporter', {}), 403, 'forbidden');
    expectError(await world.anonymous.post('/api/export/getRecentExports', {}), 401);
  });

  it('relaunches every export still rendering as a new attempt, and none that is done', async () => {
    const rendering = await savedScene(world.editor, projectID);
    const done = await savedScene(world.editor, projectID);
    const added = await must(world.editor, '/api/export/addSceneExport', { sceneIDs: [rendering, done] });
    const [renderingID = '', doneID = ''] = added.body.sceneExportIDs as string[];
    await must(world.editor, '/api/exportVideoV2', { sceneExportIDs: [renderingID, doneID], projectID, notify: false });
    await side.reports.completed('scene', doneID, result(newExportKey()));
    const launched = await world.admin.client.post('/api/admin/launchExporter', {});
    expect(launched.status).toBe(200);
    // Other tests' exports may be rendering too: this one is among those counted.
    expect(launched.body.requeued).toBeGreaterThanOrEqual(1);
    expect(await side.attempts(`sceneexport-${renderingID}`)).toEqual([1, 2]);
    expect(await side.attempts(`sceneexport-${doneID}`)).toEqual([1]);
    const [finished] = await sceneExports(world.editor, projectID, done, after(launched));
    expect(finished?.status).toBe(2);
  });
});

describe('file exports', () => {
  it("adds an export of a project's SVG and renders the scene it imports into; the files page lists it", async () => {
    const fileID = await projectFile(world, projectID, 'Cells.svg');
    const added = await post('/api/export/addFileExport', { fileIDs: [fileID] });
    expect(added.status).toBe(200);
    const [fileExportID = ''] = added.body.fileExportIDs as string[];
    const [listed] = await fileExports(world.viewer, projectID, fileID, after(added));
    expect(listed).toEqual({ fileExportID, status: 1, createdOn: expect.any(String), data: { url: null, completedOn: null }, progress: null, error: null });
    const requested = await post('/api/exportVideo', { fileExportIDs: [fileExportID], projectID, notify: false });
    expect(requested.status).toBe(200);
    const key = newExportKey();
    await side.reports.completed('file', fileExportID, result(key));
    const [completed] = await fileExports(world.viewer, projectID, fileID, await side.latest());
    expect(completed).toMatchObject({ fileExportID, status: 2, data: { url: `/api/v1/blobs/${key}` } });
    const records = await world.admin.client.post('/api/export/getRecentExports', {}, await side.latest());
    expect((records.body.fileExports as { fileExportID: string }[]).find((r) => r.fileExportID === fileExportID)).toMatchObject({ fileID, projectID, name: 'Cells.svg', status: 2 });
  });

  it('refuses a file that is not an SVG, an unknown file, and an SVG the scene import refuses', async () => {
    const png = await projectFile(world, projectID, 'Picture.png');
    const notSvg = await post('/api/export/addFileExport', { fileIDs: [png] });
    expectFieldErrors(notSvg, ['fileIDs']);
    expect(notSvg.body.error.msg).toBe(Messages.fileNotSvg);
    expectError(await post('/api/export/addFileExport', { fileIDs: ['no-such-file'] }), 404, 'notFound');
    const broken = await projectFile(world, projectID, 'Broken.svg', NO_GROUPS_SVG);
    const [fileExportID] = (await must(world.editor, '/api/export/addFileExport', { fileIDs: [broken] })).body.fileExportIDs as string[];
    const refused = await post('/api/exportVideo', { fileExportIDs: [fileExportID], projectID, notify: false });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'sceneImportRefused', msg: Messages.missingGroups, fields: { fileExportIDs: Messages.missingGroups } });
    const unknown = await post('/api/exportVideo', { fileExportIDs: ['no-such-export'], projectID, notify: false });
    expectError(unknown, 404, 'notFound');
    expect(unknown.body.error.msg).toBe(Messages.fileExportNotFound);
  });
});

describe("an export's MP4", () => {
  it('is downloadable by those who may view the project, and by nobody else', async () => {
    const key = newExportKey();
    await new LocalBlobStore(path.join(world.app.dataDir, 'blobs')).put(key, Readable.from([Buffer.from('mp4!')]), { contentType: 'video/mp4' });
    const viewer = await world.viewer.client.get(`/api/v1/blobs/${key}`);
    expect(viewer.status).toBe(200);
    expect(viewer.text).toBe('mp4!');
    expectError(await world.nobody.client.get(`/api/v1/blobs/${key}`), 403);
    expect((await world.anonymous.get(`/api/v1/blobs/${key}`)).status).toBe(401);
  });
});
