// The project files rows of the every-command table (../commands/everyCommand.api.test.ts): a scene's
// assets recorded and then found by id, an svg's stats recorded on a project's svg.
import type { ReviewFile } from '@wb/contracts';
import type { CommandCase } from '../commands/commandCase';
import { after } from '../shared/answers';
import { uploadedFile } from '../assets/storedUploads';
import { must, newProject } from './projectFilesWorld';

export const projectFileCommandCases: CommandCase[] = [
  {
    path: '/files/addFiles',
    prepare: async (world) => {
      const asset = await uploadedFile(world.admin, 'Prop.png');
      return {
        who: world.admin,
        body: { files: [asset] },
        sees: async (a) => {
          const read = await world.admin.client.post('/api/files/getByIDs', { fileIDs: [a.body.files[0].fileID] }, after(a));
          expect((read.body.files as ReviewFile[]).map((f) => [f.name, f.url])).toEqual([['Prop.png', asset.url]]);
        },
      };
    },
  },
  {
    path: '/project/addSvgMeta',
    prepare: async (world) => {
      const projectID = await newProject(world.admin);
      const svg = await uploadedFile(world.admin, 'Scene.svg');
      const added = await must(world.admin, '/project/addFile', { projectID, name: svg.name, type: svg.type, size: svg.size, data: { url: svg.url } });
      const fileID = added.body.file.fileID as string;
      return {
        who: world.admin,
        body: { fileID, elements: 12, paths: 4 },
        sees: async (a) => {
          const read = await world.admin.client.post('/api/files/getByIDs', { fileIDs: [fileID] }, after(a));
          expect((read.body.files as ReviewFile[]).map((f) => f.svgStats)).toEqual([{ elements: 12, paths: 4 }]);
        },
      };
    },
  },
];
