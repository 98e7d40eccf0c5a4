// The scene area's rows of the every-command table (../commands/everyCommand.api.test.ts): a fresh
// scene (or library item, or file) per row, the command, and the read that shows its change.
import type { Answer } from '../../testing/httpClient';
import type { CommandCase } from '../commands/commandCase';
import { readAfter } from '../commands/commandsWorld';
import { uploadedFile } from '../assets/storedUploads';
import { pngOf } from '../uploads/uploadsWorld';
import { createProject, type Person, type ProjectsWorld } from '../projects/projectsWorld';
import { GOOD_SVG, documentOf, must, uniqueName, uploadSvg, type SceneCard } from './scenesWorld';

/** One project per world for every row: rows only need a project to put scenes in. */
const projects = new WeakMap<ProjectsWorld, Promise<string>>();
const projectOf = (world: ProjectsWorld): Promise<string> => {
  let project = projects.get(world);
  if (!project) {
    project = createProject(world.editor, uniqueName('Scene rows'));
    projects.set(world, project);
  }
  return project;
};

const newSceneID = async (world: ProjectsWorld): Promise<string> => {
  const answer = await must(world.editor, '/api/scene/createProjectScene', { projectID: await projectOf(world), name: uniqueName('Row scene') });
  return (answer.body.scene as SceneCard).sceneID;
};
/** A scene with two saved versions; answers its id and the key of version 1. */
const savedTwice = async (world: ProjectsWorld): Promise<{ sceneID: string; firstKey: string }> => {
  const sceneID = await newSceneID(world);
  const first = await must(world.editor, '/api/editor/saveSceneDocument', { sceneID, baseVersion: 0, document: documentOf(sceneID, 1) });
  // Version 1's key is the one the card shows before the second save.
  const card = await readAfter(world.editor, first, '/api/editor/getScene', { sceneID });
  await must(world.editor, '/api/editor/saveSceneDocument', { sceneID, baseVersion: 1, document: documentOf(sceneID, 2) });
  return { sceneID, firstKey: (card.body.scene as SceneCard).data.s3Key };
};
const newLabel = async (world: ProjectsWorld): Promise<string> =>
  (await must(world.admin, '/api/admin/adminCreateSceneLabel', { name: uniqueName('Row label'), color: 'blue' })).body.label.labelID as string;
const newLibraryItem = async (who: Person): Promise<string> =>
  (await must(who, '/api/scene/saveEditorAsset', { name: uniqueName('Item'), svgson: { name: 'g' }, type: 'symbol' })).body.asset.assetID as string;

const cardOf = async (who: Person, a: Answer, sceneID: string): Promise<SceneCard> => (await readAfter(who, a, '/api/editor/getScene', { sceneID })).body.scene as SceneCard;
const sceneIDsOf = async (who: Person, a: Answer, projectID: string): Promise<string[]> =>
  ((await readAfter(who, a, '/api/scene/getByProjectID', { projectID })).body.scenes as SceneCard[]).map((s) => s.sceneID);
const libraryIDs = async (who: Person, a: Answer): Promise<string[]> => ((await readAfter(who, a, '/api/scene/getEditorAssets')).body.assets as { assetID: string }[]).map((s) => s.assetID);
/** An image `who` uploaded for `purpose`: a scene attaches only its setter's own (issue 16). */
const uploaded = async (who: Person, name: string, purpose: string): Promise<string> => (await uploadedFile(who, name, purpose)).url;

export const sceneCommandCases: CommandCase[] = [
  {
    path: '/scene/createProjectScene',
    prepare: async (world) => {
      const projectID = await projectOf(world);
      const name = uniqueName('Created');
      return {
        who: world.editor,
        body: { projectID, name },
        sees: async (a) => {
          expect((await cardOf(world.editor, a, a.body.scene.sceneID)).data.name).toBe(name);
        },
      };
    },
  },
  {
    path: '/scene/importScene',
    prepare: async (world) => {
      const projectID = await projectOf(world);
      const url = await uploadSvg(world.editor, 'Row.svg', GOOD_SVG);
      return {
        who: world.editor,
        body: { projectID, url, fileName: 'Row import.svg' },
        sees: async (a) => {
          expect(await cardOf(world.editor, a, a.body.scene.sceneID)).toMatchObject({ documentVersion: 1, data: { name: 'Row import' } });
        },
      };
    },
  },
  {
    path: '/scene/deleteProjectScenes',
    prepare: async (world) => {
      const projectID = await projectOf(world);
      const sceneIDs = [await newSceneID(world), await newSceneID(world)];
      return {
        who: world.editor,
        body: { projectID, sceneIDs },
        sees: async (a) => {
          expect(await sceneIDsOf(world.editor, a, projectID)).not.toEqual(expect.arrayContaining([sceneIDs[0]]));
        },
      };
    },
  },
  {
    path: '/scene/updateName',
    undo: (b) => ['/scene/updateName', { ...b, name: 'Undone' }],
    prepare: async (world) => {
      const sceneID = await newSceneID(world);
      return { who: world.editor, body: { sceneID, name: 'Renamed row' }, sees: async (a) => expect((await cardOf(world.editor, a, sceneID)).data.name).toBe('Renamed row') };
    },
  },
  {
    path: '/scene/updateDuration',
    undo: (b) => ['/scene/updateDuration', { ...b, duration: 5000 }],
    prepare: async (world) => {
      const sceneID = await newSceneID(world);
      return { who: world.editor, body: { sceneID, duration: 61_000 }, sees: async (a) => expect((await cardOf(world.editor, a, sceneID)).data.duration).toBe(61_000) };
    },
  },
  // The undo's thumbnail rides in the body (the call ignores a field it does not name): undo cannot upload.
  {
    path: '/scene/updateThumbnail',
    undo: (b) => ['/scene/updateThumbnail', { ...b, thumbnail: b.undoThumbnail }],
    prepare: async (world) => {
      const [sceneID, thumbnail, undoThumbnail] = await Promise.all([newSceneID(world), uploaded(world.editor, 'row.png', 'sceneThumbnail'), uploaded(world.editor, 'undo.png', 'sceneThumbnail')]);
      return { who: world.editor, body: { sceneID, thumbnail, undoThumbnail }, sees: async (a) => expect((await cardOf(world.editor, a, sceneID)).data.thumbnail).toBe(thumbnail) };
    },
  },
  {
    path: '/scene/updateNotes',
    undo: (b) => ['/scene/updateNotes', { ...b, text: '<p>undone</p>' }],
    prepare: async (world) => {
      const [sceneID, picture] = await Promise.all([newSceneID(world), uploaded(world.editor, 'notes.png', 'sceneNotesImage')]);
      const text = `<p>Row notes</p><img src="${picture}" />`;
      return { who: world.editor, body: { sceneID, text }, sees: async (a) => expect((await cardOf(world.editor, a, sceneID)).data.notes).toBe(text) };
    },
  },
  {
    path: '/scene/addSceneLabel',
    undo: (b) => ['/scene/removeSceneLabel', b],
    prepare: async (world) => {
      const [sceneID, labelID] = await Promise.all([newSceneID(world), newLabel(world)]);
      return { who: world.editor, body: { sceneID, labelID }, sees: async (a) => expect((await cardOf(world.editor, a, sceneID)).data.labels).toEqual([labelID]) };
    },
  },
  {
    path: '/scene/removeSceneLabel',
    undo: (b) => ['/scene/addSceneLabel', b],
    prepare: async (world) => {
      const [sceneID, labelID] = await Promise.all([newSceneID(world), newLabel(world)]);
      await must(world.editor, '/api/scene/addSceneLabel', { sceneID, labelID });
      return { who: world.editor, body: { sceneID, labelID }, sees: async (a) => expect((await cardOf(world.editor, a, sceneID)).data.labels).toEqual([]) };
    },
  },
  {
    path: '/scene/saveEditorAsset',
    prepare: async (world) => {
      const name = uniqueName('Row item');
      return {
        who: world.editor,
        body: { name, svgson: { name: 'g', children: [] }, type: 'image' },
        sees: async (a) => {
          expect(await libraryIDs(world.editor, a)).toContain(a.body.asset.assetID);
        },
      };
    },
  },
  {
    path: '/scene/deleteEditorAssets',
    prepare: async (world) => {
      const assetID = await newLibraryItem(world.editor);
      return { who: world.editor, body: { assetIDs: [assetID] }, sees: async (a) => expect(await libraryIDs(world.editor, a)).not.toContain(assetID) };
    },
  },
  {
    path: '/editor/saveSceneDocument',
    prepare: async (world) => {
      const sceneID = await newSceneID(world);
      return {
        who: world.editor,
        body: { sceneID, baseVersion: 0, document: documentOf(sceneID, 3) },
        sees: async (a) => {
          expect((await cardOf(world.editor, a, sceneID)).documentVersion).toBe(1);
        },
      };
    },
  },
  {
    path: '/editor/restoreSceneVersion',
    prepare: async (world) => {
      const { sceneID } = await savedTwice(world);
      return {
        who: world.editor,
        body: { sceneID, version: 1, baseVersion: 2 },
        sees: async (a) => {
          const versions = (await readAfter(world.editor, a, '/api/editor/getSceneVersions', { sceneID })).body.versions as { version: number; restoredFrom: number | null }[];
          expect(versions[0]).toMatchObject({ version: 3, restoredFrom: 1 });
        },
      };
    },
  },
  {
    path: '/editor/addSceneKey',
    undo: (b) => ['/editor/addSceneKey', { ...b, s3Key: b.latestKey }],
    prepare: async (world) => {
      const { sceneID, firstKey } = await savedTwice(world);
      const latestKey = (await cardOf(world.editor, await must(world.editor, '/api/scene/updateDuration', { sceneID, duration: 31_000 }), sceneID)).data.s3Key;
      return {
        who: world.editor,
        body: { sceneID, s3Key: firstKey, latestKey },
        sees: async (a) => {
          expect(await cardOf(world.editor, a, sceneID)).toMatchObject({ documentVersion: 1, data: { s3Key: firstKey } });
        },
      };
    },
  },
  {
    path: '/editor/updateFileVersion',
    prepare: async (world) => {
      const kit = (await must(world.admin, '/api/assets/addKit', { name: uniqueName('Scene kit') })).body.kit as { kitID: string };
      const name = uniqueName('diagram').replace(/\W/g, '');
      // The file and its new version are the sender's own uploads; the version has its own size.
      const [file, version] = await Promise.all([uploadedFile(world.admin, `${name}.png`), uploadedFile(world.admin, `${name}v2.png`, 'asset', await pngOf(7, 7))]);
      const fileID = ((await must(world.admin, '/api/assets/addFilesToKit', { kitID: kit.kitID, files: [file] })).body.files as { fileID: string }[])[0]?.fileID ?? '';
      return {
        who: world.admin,
        body: { fileID, url: version.url, size: version.size },
        sees: async (a) => {
          expect((await readAfter(world.admin, a, '/api/assets/getFilesByIDs', { fileIDs: [fileID] })).body.files[0]).toMatchObject({ data: { url: version.url, size: version.size } });
        },
      };
    },
  },
];
