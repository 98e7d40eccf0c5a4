// Rows of the command table for the staged uploads' four publish steps (spec 001 section 7): each
// prepares its own saved file (and kit, project or tag) and reads the change back through the asset queries.
import type { Answer } from '../../testing/httpClient';
import { uploadedFile } from '../assets/storedUploads';
import type { Person, ProjectsWorld } from '../projects/projectsWorld';
import type { CommandCase } from '../commands/commandCase';
import { readAfter, unique } from '../commands/commandsWorld';

const must = async (who: Person, path: string, body: unknown): Promise<Answer> => {
  const answer = await who.client.post(`/api${path}`, body);
  if (answer.status !== 200) throw new Error(`setup ${path}: ${answer.status} ${answer.text}`);
  return answer;
};
/** A staged file is its saver's own upload (the admin's here). */
const stagedFile = (world: ProjectsWorld, name: string) => uploadedFile(world.admin, `${name}.png`);
const savedFileID = async (world: ProjectsWorld): Promise<string> =>
  (await must(world.admin, '/files/saveStagedFiles', { files: [await stagedFile(world, unique('staged'))] })).body.files[0].fileID as string;
const fileOf = async (who: Person, a: Answer, fileID: string) => (await readAfter(who, a, '/api/assets/getFilesByIDs', { fileIDs: [fileID] })).body.files[0];

export const stagedCommandCases: CommandCase[] = [
  {
    path: '/files/saveStagedFiles',
    prepare: async (world) => {
      const file = await stagedFile(world, unique('saved'));
      return {
        who: world.admin,
        body: { files: [file] },
        sees: async (a) => expect(await fileOf(world.admin, a, a.body.files[0].fileID)).toMatchObject({ name: file.name, data: { url: file.url } }),
      };
    },
  },
  {
    path: '/files/addProjectLinks',
    undo: (b) => ['/project/removeFiles', { fileIDs: [b.files[0].fileID], projectID: b.files[0].projects[0] }],
    prepare: async (world) => {
      const fileID = await savedFileID(world);
      const projectID = (await must(world.admin, '/project/create', { name: unique('Staged Project') })).body.project.projectID as string;
      return {
        who: world.admin,
        body: { files: [{ fileID, projects: [projectID] }] },
        sees: async (a) => expect((await fileOf(world.admin, a, fileID)).projects.map((p: { projectID: string }) => p.projectID)).toEqual([projectID]),
      };
    },
  },
  {
    path: '/files/addKitLinks',
    undo: (_b, a) => ['/assets/removeFileKitLinks', { linkIDs: a.body.links.map((l: { linkID: string }) => l.linkID) }],
    prepare: async (world) => {
      const fileID = await savedFileID(world);
      const kitID = (await must(world.admin, '/assets/addKit', { name: unique('Staged Kit') })).body.kit.kitID as string;
      return {
        who: world.admin,
        body: { files: [{ fileID, kits: [{ kitID }] }] },
        sees: async (a) => expect((await fileOf(world.admin, a, fileID)).kits.map((k: { kitID: string }) => k.kitID)).toEqual([kitID]),
      };
    },
  },
  {
    path: '/files/addFileTagLinks',
    undo: (b) => ['/tags/removeFileTagLink', { tagID: b.tags[0], fileIDs: [b.files[0].fileID] }],
    prepare: async (world) => {
      const fileID = await savedFileID(world);
      const tagID = (await must(world.admin, '/tags/createTag', { text: unique('Staged Tag') })).body.tag.tagID as string;
      return {
        who: world.admin,
        body: { files: [{ fileID }], tags: [tagID] },
        sees: async (a) => expect((await fileOf(world.admin, a, fileID)).tags.map((t: { tagID: string }) => t.tagID)).toEqual([tagID]),
      };
    },
  },
];
