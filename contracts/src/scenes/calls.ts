// The scene and editor calls (spec 002 section 7, "Scenes and editor"), plus the calls this product
// adds for what the spec leaves to the server: the server-side SVG import, saving and reading
// versioned scene documents (docs/decisions/scenes-backend.md). Exports and review links are their areas'.
import { z } from 'zod';
import { automationKey, grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { empty, ok } from '../kernel/fields';
import { textField } from '../kernel/text';
import { assetID, blobUrl, fileSize } from '../assets/fields';
import { AutomationKeyLimits } from '../automationKeys/constants';
import { automationKeyInput } from '../automationKeys/fields';
import { SceneLabel } from '../sceneLabels/models';
import { EditorAssetTypes, SceneLimits } from './constants';
import { SceneDocument } from './document';
import { documentVersion, libraryItemTree, notesHtml, sceneDuration, sceneHeight, sceneID, sceneIDs, sceneName, sceneWidth } from './fields';
import { EditorAsset, ImportProblem, Scene, SceneExport, SceneVersion } from './models';

// Spec 000 section 6 makes view lower than edit; spec 002 section 6 lets every signed-in user create,
// delete and export scenes. Scenes live in projects, so those (and every read) ask for view, the grant
// that opens a project; every other change to a scene, its document or the editor Library asks for edit.
const view = grant('content.projects-view');
const edit = grant('content.projects-edit');
const reads = ['scenes'] as const;
/** A scene answer carries its live review link's url (data.reviewUrl), from the reviewLinks read model. */
const sceneReads = ['scenes', 'reviewLinks'] as const;
const sceneOut = z.object({ scene: Scene });
const projectID = assetID;
const savedOut = z.object({ version: z.number().int(), hash: z.string(), savedOn: z.string() });

const scene = {
  getByProjectID: defineCall({
    path: '/scene/getByProjectID',
    method: 'POST',
    kind: 'query',
    reads: ['scenes', 'reviewLinks', 'exports'],
    access: view,
    summary: "A project's scenes by name, with each scene's exports (newest first)",
    input: z.object({ projectID }),
    output: z.object({ scenes: z.array(Scene), exports: z.array(z.object({ sceneID: z.string(), exports: z.array(SceneExport) })) }),
  }),
  createProjectScene: defineCall({
    path: '/scene/createProjectScene',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: 'Create a scene in a project (New scene: 30000 ms, 1920x1080); with sceneID, a duplicate of that scene and its document',
    input: z.object({ projectID, name: sceneName, duration: sceneDuration.default(30_000), sceneID: sceneID.optional(), width: sceneWidth.default(1920), height: sceneHeight.default(1080) }),
    output: sceneOut,
  }),
  importScene: defineCall({
    path: '/scene/importScene',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary:
      "Import one uploaded .svg (its Scene and Animation groups) as a new scene, or as a new version of replaceSceneID (its comments stay). A refused file creates nothing and the error's details.problems lists every problem",
    input: z.object({ projectID, url: blobUrl, fileName: textField({ trim: true, min: 1, minMessage: 'Required', max: 255 }), replaceSceneID: sceneID.optional() }),
    output: z.object({ scene: Scene, problems: z.array(ImportProblem) }),
  }),
  deleteProjectScenes: defineCall({
    path: '/scene/deleteProjectScenes',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: 'Delete scenes of a project (their events stay in history)',
    input: z.object({ projectID, sceneIDs }),
    output: ok,
  }),
  updateName: defineCall({
    path: '/scene/updateName',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Rename a scene (never empty)',
    input: z.object({ sceneID, name: sceneName }),
    output: sceneOut,
  }),
  updateDuration: defineCall({
    path: '/scene/updateDuration',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Set a scene's duration (ms)",
    input: z.object({ sceneID, duration: sceneDuration }),
    output: ok,
  }),
  updateThumbnail: defineCall({
    path: '/scene/updateThumbnail',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Set a scene's thumbnail (an uploaded image drawn by the scene player)",
    input: z.object({ sceneID, thumbnail: blobUrl }),
    output: ok,
  }),
  updateNotes: defineCall({
    path: '/scene/updateNotes',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Set a scene's notes (rich text; scripts and event attributes are removed)",
    input: z.object({ sceneID, text: notesHtml }),
    output: ok,
  }),
  getSceneLabels: defineCall({
    path: '/scene/getSceneLabels',
    method: 'POST',
    kind: 'query',
    reads: ['sceneLabels'],
    access: view,
    summary: 'Every scene label, by name',
    input: empty.optional(),
    output: z.object({ labels: z.array(SceneLabel) }),
  }),
  addSceneLabel: defineCall({
    path: '/scene/addSceneLabel',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Put a label on a scene',
    input: z.object({ sceneID, labelID: assetID }),
    output: ok,
  }),
  removeSceneLabel: defineCall({
    path: '/scene/removeSceneLabel',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Take a label off a scene',
    input: z.object({ sceneID, labelID: assetID }),
    output: ok,
  }),
  getEditorAssets: defineCall({
    path: '/scene/getEditorAssets',
    method: 'POST',
    kind: 'query',
    reads: ['editorAssets'],
    access: view,
    summary: "The editor Library's images and symbols, newest first",
    input: empty.optional(),
    output: z.object({ assets: z.array(EditorAsset) }),
  }),
  saveEditorAsset: defineCall({
    path: '/scene/saveEditorAsset',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Keep an element tree (svgson) in the Library as an image or a symbol',
    input: z.object({ name: sceneName, svgson: libraryItemTree, type: z.enum(EditorAssetTypes) }),
    output: z.object({ asset: EditorAsset }),
  }),
  deleteEditorAssets: defineCall({
    path: '/scene/deleteEditorAssets',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Remove images or symbols from the Library',
    input: z.object({ assetIDs: z.array(assetID).min(1).max(500) }),
    output: ok,
  }),
} as const;

const editor = {
  getScenes: defineCall({
    path: '/editor/getScenes',
    method: 'POST',
    kind: 'query',
    reads: sceneReads,
    access: view,
    summary: 'Scenes by id, ordered by sceneID',
    input: z.object({ sceneIDs }),
    output: z.object({ scenes: z.array(Scene) }),
  }),
  getScene: defineCall({ path: '/editor/getScene', method: 'POST', kind: 'query', reads: sceneReads, access: view, summary: 'One scene', input: z.object({ sceneID }), output: sceneOut }),
  getSceneDocument: defineCall({
    path: '/editor/getSceneDocument',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: "A scene's saved document, the latest or the given version; a malformed one answers empty elements, duration 0 and the problem",
    input: z.object({ sceneID, version: documentVersion.optional() }),
    output: z.object({ document: SceneDocument, version: z.number().int(), hash: z.string(), problem: z.string().nullable() }),
  }),
  getSceneVersions: defineCall({
    path: '/editor/getSceneVersions',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: "A scene's saved versions, newest first",
    input: z.object({ sceneID }),
    output: z.object({ versions: z.array(SceneVersion) }),
  }),
  saveSceneDocument: defineCall({
    path: '/editor/saveSceneDocument',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: `Save a scene's document as a new version. baseVersion is the version the editor started from: an older one is refused (409 staleSceneVersion) unless asNewVersion; above ${SceneLimits.maxDocumentBytes} bytes it is refused (413)`,
    input: z.object({ sceneID, baseVersion: documentVersion, document: SceneDocument, asNewVersion: z.boolean().default(false) }),
    // Twice the document's bound: the save measures the document itself and refuses it with the scene's own 413.
    maxBodyBytes: SceneLimits.maxDocumentBytes * 2,
    output: savedOut,
  }),
  restoreSceneVersion: defineCall({
    path: '/editor/restoreSceneVersion',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Save an earlier version again as the newest version',
    input: z.object({ sceneID, version: documentVersion, baseVersion: documentVersion }),
    output: savedOut,
  }),
  addSceneKey: defineCall({
    path: '/editor/addSceneKey',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Make a stored document (by its key) the scene's current one",
    input: z.object({ sceneID, s3Key: textField({ trim: true, min: 1, minMessage: 'Required', max: 1000 }) }),
    output: ok,
  }),
  updateFileVersion: defineCall({
    path: '/editor/updateFileVersion',
    method: 'POST',
    kind: 'command',
    access: grant('content.assets-edit'),
    closedByContentLock: true,
    summary: 'Add an uploaded file as the newest version of an asset file',
    input: z.object({ fileID: assetID, url: blobUrl, size: fileSize }),
    output: ok,
  }),
} as const;

// The screen-recording exporter opened with a key of scope exporter and no session (spec 002 sections 2
// and 6): the scenes' names, then one document a call as the editor reads them. The key alone opens
// them, a session does not: a signed-in user has the calls above, which ask for view
// (docs/decisions/screenRecorder.md, "Playing with an access key").
const { maxIDsPerKeyCall } = AutomationKeyLimits;
const byKey = automationKey('exporter', { orSignedIn: false });
const exporter = {
  getExporterScenes: defineCall({
    path: '/exporter/getExporterScenes',
    method: 'POST',
    kind: 'query',
    reads,
    access: byKey,
    summary: 'Scenes by id for the screen-recording exporter (id and name), in the order asked; ids of no scene are left out',
    input: z.object({ key: automationKeyInput, sceneIDs: z.array(sceneID).min(1, 'Choose at least one').max(maxIDsPerKeyCall, `At most ${maxIDsPerKeyCall}`) }),
    output: z.object({ scenes: z.array(z.object({ sceneID: z.string(), name: z.string() })) }),
  }),
  getExporterSceneDocument: defineCall({
    path: '/exporter/getExporterSceneDocument',
    method: 'POST',
    kind: 'query',
    reads,
    access: byKey,
    summary: "A scene's latest saved document for the screen-recording exporter; a malformed one answers empty elements, duration 0 and the problem",
    input: z.object({ key: automationKeyInput, sceneID }),
    output: z.object({ document: SceneDocument, problem: z.string().nullable() }),
  }),
} as const;

export const sceneCalls = { scene, editor, exporter } as const;
