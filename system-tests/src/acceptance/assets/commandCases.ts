// The asset library's rows of the command table (spec 001 section 7): each prepares its own kit,
// files or tag as the root admin, and reads the change back through the asset queries (the image
// export, not in the library's read model, reads its new stored image at its url). A file or a
// thumbnail is the admin's own real upload: the library records nothing else.
import sharp from 'sharp';
import type { Answer } from '../../testing/httpClient';
import { after } from '../shared/answers';
import { pngOf, sessionHeaders, uploadForm } from '../uploads/uploadsWorld';
import { uploadedFile } from './storedUploads';
import type { Person, ProjectsWorld } from '../projects/projectsWorld';
import type { CommandCase } from '../commands/commandCase';
import { readAfter, unique } from '../commands/commandsWorld';

const must = async (who: Person, path: string, body: unknown): Promise<Answer> => {
  const answer = await who.client.post(`/api${path}`, body);
  if (answer.status !== 200) throw new Error(`setup ${path}: ${answer.status} ${answer.text}`);
  return answer;
};
const newKit = async (world: ProjectsWorld) => (await must(world.admin, '/assets/addKit', { name: unique('Asset Kit') })).body.kit as { kitID: string; directoryID: string };
const newFiles = async (world: ProjectsWorld, kitID: string, n = 1): Promise<string[]> => {
  const files = [];
  for (let i = 0; i < n; i++) files.push(await uploadedFile(world.admin, `${unique(`file ${i}`)}.png`));
  return ((await must(world.admin, '/assets/addFilesToKit', { kitID, files })).body.files as { fileID: string }[]).map((f) => f.fileID);
};
/** The thumbnail each kit's undo sets instead: uploaded in prepare, since an undo cannot upload. */
const otherThumbnails = new Map<string, string>();
const thumbnailUpload = async (world: ProjectsWorld) => (await uploadedFile(world.admin, `${unique('thumb')}.png`, 'kitThumbnail')).url;
const newDirectory = async (world: ProjectsWorld, kitID: string, files: string[] = []) =>
  (await must(world.admin, '/assets/addKitDirectory', { kitID, name: unique('Dir'), files })).body.directory.directoryID as string;
const newTag = async (world: ProjectsWorld) => (await must(world.admin, '/tags/createTag', { text: unique('Tag') })).body.tag.tagID as string;
const newProject = async (world: ProjectsWorld) => (await must(world.admin, '/project/create', { name: unique('Asset Project') })).body.project.projectID as string;

const kitOf = (who: Person, a: Answer, kitID: string) => readAfter(who, a, '/api/assets/getKit', { kitID });
const fileOf = async (who: Person, a: Answer, fileID: string) => (await readAfter(who, a, '/api/assets/getFilesByIDs', { fileIDs: [fileID] })).body.files[0];
const kitFileIDs = async (who: Person, a: Answer, kitID: string) => ((await readAfter(who, a, '/api/assets/getKitFiles', { kitID })).body.files as { fileID: string }[]).map((f) => f.fileID);
const treeOf = async (who: Person, a: Answer, kitID: string) => (await readAfter(who, a, '/api/assets/getKitDirectories', { kitID })).body;

export const assetCommandCases: CommandCase[] = [
  {
    path: '/assets/addKit',
    prepare: async (world) => {
      const name = unique('Created Kit');
      return { who: world.admin, body: { name }, sees: async (a) => expect((await kitOf(world.admin, a, a.body.kit.kitID)).body.kit.name).toBe(name) };
    },
  },
  {
    path: '/assets/deleteKit',
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const gone = (a: Answer) => world.admin.client.post('/api/assets/getKit', { kitID }, { 'X-Min-Position': a.headers.get('X-Position') ?? '0' });
      return { who: world.admin, body: { kitID }, sees: async (a) => expect((await gone(a)).status).toBe(404) };
    },
  },
  {
    path: '/assets/updateKitVisibility',
    undo: (b) => ['/assets/updateKitVisibility', { ...b, visibility: 'internal' }],
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      return { who: world.admin, body: { kitID, visibility: 'public-read' }, sees: async (a) => expect((await kitOf(world.admin, a, kitID)).body.kit.data.visibility).toBe('public-read') };
    },
  },
  {
    path: '/assets/updateKitThumbnail',
    undo: (b) => ['/assets/updateKitThumbnail', { ...b, thumbnail: otherThumbnails.get(b.kitID) }],
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const thumbnail = await thumbnailUpload(world);
      otherThumbnails.set(kitID, await thumbnailUpload(world));
      return { who: world.admin, body: { kitID, thumbnail }, sees: async (a) => expect((await kitOf(world.admin, a, kitID)).body.kit.data.thumbnail).toBe(thumbnail) };
    },
  },
  {
    path: '/assets/removeProjectKitFile',
    undo: (b) => ['/project/createProjectFileLink', { projectID: b.projectID, fileIDs: [b.fileID] }],
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const [fileID = ''] = await newFiles(world, kitID);
      const projectID = await newProject(world);
      await must(world.admin, '/project/createProjectFileLink', { projectID, fileIDs: [fileID] });
      return { who: world.admin, body: { fileID, kitID, projectID }, sees: async (a) => expect((await fileOf(world.admin, a, fileID)).projects).toEqual([]) };
    },
  },
  {
    path: '/assets/addKitDirectory',
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const name = unique('New Dir');
      return { who: world.admin, body: { kitID, name }, sees: async (a) => expect((await treeOf(world.admin, a, kitID)).directories.map((d: { name: string }) => d.name)).toEqual([name]) };
    },
  },
  {
    path: '/assets/updateDirectoryName',
    undo: (b) => ['/assets/updateDirectoryName', { ...b, name: 'Undone' }],
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const directoryID = await newDirectory(world, kitID);
      return { who: world.admin, body: { kitID, directoryID, name: 'Renamed Dir' }, sees: async (a) => expect((await treeOf(world.admin, a, kitID)).directories[0].name).toBe('Renamed Dir') };
    },
  },
  {
    path: '/assets/deleteKitDirectory',
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const directoryID = await newDirectory(world, kitID);
      return { who: world.admin, body: { kitID, directoryID }, sees: async (a) => expect((await treeOf(world.admin, a, kitID)).directories).toEqual([]) };
    },
  },
  {
    path: '/assets/addDirectoryFiles',
    undo: (b) => ['/assets/removeDirectoryFile', { kitID: b.kitID, directoryID: b.directoryID, fileID: b.fileIDs[0] }],
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const fileIDs = await newFiles(world, kitID);
      const directoryID = await newDirectory(world, kitID);
      return { who: world.admin, body: { kitID, directoryID, fileIDs }, sees: async (a) => expect((await treeOf(world.admin, a, kitID)).directories[0].files).toEqual(fileIDs) };
    },
  },
  {
    path: '/assets/removeDirectoryFile',
    undo: (b) => ['/assets/addDirectoryFiles', { kitID: b.kitID, directoryID: b.directoryID, fileIDs: [b.fileID] }],
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const [fileID = ''] = await newFiles(world, kitID);
      const directoryID = await newDirectory(world, kitID, [fileID]);
      return { who: world.admin, body: { kitID, directoryID, fileID }, sees: async (a) => expect((await treeOf(world.admin, a, kitID)).unorganizedFiles).toEqual([fileID]) };
    },
  },
  {
    path: '/assets/updateName',
    undo: (b) => ['/assets/updateName', { ...b, name: 'undone.png' }],
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const [fileID = ''] = await newFiles(world, kitID);
      return { who: world.admin, body: { fileID, name: 'renamed.png' }, sees: async (a) => expect((await fileOf(world.admin, a, fileID)).name).toBe('renamed.png') };
    },
  },
  {
    path: '/assets/deleteFile',
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const fileIDs = await newFiles(world, kitID, 2);
      return { who: world.admin, body: { fileIDs }, sees: async (a) => expect(await kitFileIDs(world.admin, a, kitID)).toEqual([]) };
    },
  },
  {
    path: '/assets/linkFilesToKit',
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const other = await newKit(world);
      const fileIDs = await newFiles(world, kitID);
      return { who: world.admin, body: { fileIDs, kitID: other.kitID }, sees: async (a) => expect(await kitFileIDs(world.admin, a, other.kitID)).toEqual(fileIDs) };
    },
  },
  {
    path: '/assets/removeFileKitLinks',
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const other = await newKit(world);
      const fileIDs = await newFiles(world, kitID);
      const links = (await must(world.admin, '/assets/linkFilesToKit', { fileIDs, kitID: other.kitID })).body.links as { linkID: string }[];
      return { who: world.admin, body: { linkIDs: links.map((l) => l.linkID) }, sees: async (a) => expect(await kitFileIDs(world.admin, a, other.kitID)).toEqual([]) };
    },
  },
  {
    path: '/assets/moveFilesToKit',
    undo: (b) => ['/assets/moveFilesToKit', { fileIDs: b.fileIDs, fromKitID: b.toKitID, toKitID: b.fromKitID }],
    prepare: async (world) => {
      const from = await newKit(world);
      const to = await newKit(world);
      const fileIDs = await newFiles(world, from.kitID, 2);
      return { who: world.admin, body: { fileIDs, fromKitID: from.kitID, toKitID: to.kitID }, sees: async (a) => expect(await kitFileIDs(world.admin, a, to.kitID)).toEqual(fileIDs) };
    },
  },
  {
    path: '/assets/updateVersion',
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const [fileID = ''] = await newFiles(world, kitID);
      const { url, size } = await uploadedFile(world.admin, `${unique('v2')}.png`);
      return { who: world.admin, body: { fileID, url, size }, sees: async (a) => expect((await fileOf(world.admin, a, fileID)).data.versions[0].url).toBe(url) };
    },
  },
  {
    path: '/assets/reindex',
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const fileIDs = await newFiles(world, kitID, 3);
      const order = [...fileIDs].reverse();
      return { who: world.admin, body: { kitID, fileIDs: order }, sees: async (a) => expect(await kitFileIDs(world.admin, a, kitID)).toEqual(order) };
    },
  },
  {
    path: '/assets/addFilesToKit',
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const file = await uploadedFile(world.admin, `${unique('added')}.svg`);
      return {
        who: world.admin,
        body: { kitID, files: [file] },
        sees: async (a) => expect(await kitFileIDs(world.admin, a, kitID)).toEqual([a.body.files[0].fileID]),
      };
    },
  },
  {
    path: '/tags/createTag',
    prepare: async (world) => {
      const text = unique('Fresh Tag');
      return { who: world.admin, body: { text }, sees: async (a) => expect((await readAfter(world.admin, a, '/api/tags/getTag', { tagID: a.body.tag.tagID })).body.tag.name).toBe(text) };
    },
  },
  {
    path: '/tags/createFileTagLink',
    undo: (b) => ['/tags/removeFileTagLink', b],
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const fileIDs = await newFiles(world, kitID);
      const tagID = await newTag(world);
      return { who: world.admin, body: { tagID, fileIDs }, sees: async (a) => expect((await fileOf(world.admin, a, fileIDs[0] ?? '')).tags.map((t: { tagID: string }) => t.tagID)).toEqual([tagID]) };
    },
  },
  {
    path: '/tags/removeFileTagLink',
    undo: (b) => ['/tags/createFileTagLink', b],
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const fileIDs = await newFiles(world, kitID);
      const tagID = await newTag(world);
      await must(world.admin, '/tags/createFileTagLink', { tagID, fileIDs });
      return { who: world.admin, body: { tagID, fileIDs }, sees: async (a) => expect((await fileOf(world.admin, a, fileIDs[0] ?? '')).tags).toEqual([]) };
    },
  },
  {
    path: '/tags/addTagsToProjectFiles',
    undo: (b) => ['/tags/removeFileTagLink', { tagID: b.tagIDs[0], fileIDs: b.fileIDs }],
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const fileIDs = await newFiles(world, kitID);
      const tagIDs = [await newTag(world), await newTag(world)];
      return { who: world.admin, body: { fileIDs, tagIDs }, sees: async (a) => expect((await fileOf(world.admin, a, fileIDs[0] ?? '')).tags).toHaveLength(2) };
    },
  },
  {
    path: '/project/addFile',
    prepare: async (world) => {
      const projectID = await newProject(world);
      const { url, size } = await uploadedFile(world.admin, 'script.md', 'transcript');
      return {
        who: world.admin,
        body: { projectID, name: 'script.md', type: 'md', size, data: { url, projectAssetType: 'transcript' } },
        sees: async (a) => expect((await fileOf(world.admin, a, a.body.file.fileID)).projectID).toBe(projectID),
      };
    },
  },
  {
    path: '/project/createProjectFileLink',
    undo: (b) => ['/project/removeFiles', b],
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const fileIDs = await newFiles(world, kitID);
      const projectID = await newProject(world);
      return {
        who: world.admin,
        body: { projectID, fileIDs },
        sees: async (a) => expect((await fileOf(world.admin, a, fileIDs[0] ?? '')).projects.map((p: { projectID: string }) => p.projectID)).toEqual([projectID]),
      };
    },
  },
  {
    path: '/project/removeFiles',
    undo: (b) => ['/project/createProjectFileLink', b],
    prepare: async (world) => {
      const { kitID } = await newKit(world);
      const fileIDs = await newFiles(world, kitID);
      const projectID = await newProject(world);
      await must(world.admin, '/project/createProjectFileLink', { projectID, fileIDs });
      return { who: world.admin, body: { projectID, fileIDs }, sees: async (a) => expect((await fileOf(world.admin, a, fileIDs[0] ?? '')).projects).toEqual([]) };
    },
  },
  {
    path: '/assets/convertImage',
    prepare: async (world) => {
      const client = world.admin.client;
      const bytes = await pngOf(6, 4);
      const uploaded = await uploadForm(client, { key: 'asset', file: { name: 'export.png', bytes } });
      if (uploaded.status !== 200) throw new Error(`setup upload: ${uploaded.status}`);
      const kit = await client.post('/api/assets/addKit', { name: unique('Export Kit') });
      const added = await client.post('/api/assets/addFilesToKit', { kitID: kit.body.kit.kitID, files: [{ url: uploaded.body.url, name: 'export.png', type: 'png', size: bytes.length }] });
      if (added.status !== 200) throw new Error(`setup addFilesToKit: ${added.status} ${added.text}`);
      return {
        who: world.admin,
        body: { fileID: added.body.files[0].fileID, type: 'png', resize: '2x' },
        sees: async (a: Answer) => {
          const read = await fetch(`${client.baseUrl}${a.body.url}`, { headers: sessionHeaders(client, after(a)) });
          expect(read.status).toBe(200);
          expect((await sharp(Buffer.from(await read.arrayBuffer())).metadata()).width).toBe(12);
        },
      };
    },
  },
];
