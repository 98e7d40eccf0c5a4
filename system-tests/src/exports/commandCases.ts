// The exports area's rows of the every-command table (../acceptance/commands/everyCommand.api.test.ts):
// a fresh scene, file or export per row, the command, and the dashboard, files page or admin records
// showing it. A request starts the product's exporter, which reports while the table goes on; each
// such row's read waits until that export is done (completed or failed), so its reports do not land
// in a later row's count of appended events.
import type { FileExport, SceneExport } from '@wb/contracts';
import type { Answer } from '../testing/httpClient';
import type { CommandCase } from '../acceptance/commands/commandCase';
import { readAfter } from '../acceptance/commands/commandsWorld';
import { after, type Person, type ProjectsWorld } from '../acceptance/projects/projectsWorld';
import { fileExports, must, newProject, projectFile, savedScene, sceneExports } from './exportsWorld';

/** One project per world for every row. */
const projects = new WeakMap<ProjectsWorld, Promise<string>>();
const projectOf = (world: ProjectsWorld): Promise<string> => {
  let project = projects.get(world);
  if (!project) {
    project = newProject(world.editor);
    projects.set(world, project);
  }
  return project;
};

const SETTLE_MS = 60_000;
/** Reads until `read` finds the export no longer in progress (status 1), after `since`. */
const settled = async <T extends { status: number }>(read: (headers: Record<string, string>) => Promise<T | undefined>, since: Answer): Promise<T> => {
  const until = Date.now() + SETTLE_MS;
  for (;;) {
    const found = await read(after(since));
    if (found !== undefined && found.status !== 1) return found;
    if (Date.now() > until) throw new Error(`the export is still in progress after ${SETTLE_MS} ms: ${JSON.stringify(found)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const addedSceneExport = async (world: ProjectsWorld, durationMs?: number): Promise<{ projectID: string; sceneID: string; sceneExportID: string }> => {
  const projectID = await projectOf(world);
  const sceneID = await savedScene(world.editor, projectID, durationMs);
  const added = await must(world.editor, '/api/export/addSceneExport', { sceneIDs: [sceneID] });
  return { projectID, sceneID, sceneExportID: (added.body.sceneExportIDs as string[])[0] ?? '' };
};
const addedFileExport = async (world: ProjectsWorld): Promise<{ projectID: string; fileID: string; fileExportID: string }> => {
  const projectID = await projectOf(world);
  const fileID = await projectFile(world, projectID, `Row ${Date.now()}.svg`);
  const added = await must(world.editor, '/api/export/addFileExport', { fileIDs: [fileID] });
  return { projectID, fileID, fileExportID: (added.body.fileExportIDs as string[])[0] ?? '' };
};
const sceneExportOf = (who: Person, projectID: string, sceneID: string, id: string) => async (headers: Record<string, string>) =>
  (await sceneExports(who, projectID, sceneID, headers)).find((e: SceneExport) => e.sceneExportID === id);
const fileExportOf = (who: Person, projectID: string, fileID: string, id: string) => async (headers: Record<string, string>) =>
  (await fileExports(who, projectID, fileID, headers)).find((e: FileExport) => e.fileExportID === id);

export const exportCommandCases: CommandCase[] = [
  {
    path: '/export/addSceneExport',
    prepare: async (world) => {
      const projectID = await projectOf(world);
      const sceneID = await savedScene(world.editor, projectID);
      return {
        who: world.editor,
        body: { sceneIDs: [sceneID] },
        sees: async (a) => {
          const [id = ''] = a.body.sceneExportIDs as string[];
          expect(await sceneExportOf(world.editor, projectID, sceneID, id)(after(a))).toMatchObject({ sceneExportID: id, status: 1 });
        },
      };
    },
  },
  {
    path: '/exportVideoV2',
    prepare: async (world) => {
      const { projectID, sceneID, sceneExportID } = await addedSceneExport(world);
      return {
        who: world.editor,
        body: { sceneExportIDs: [sceneExportID], projectID, notify: false },
        sees: async (a) => {
          expect(await settled(sceneExportOf(world.editor, projectID, sceneID, sceneExportID), a)).toMatchObject({ status: 2, data: { url: expect.stringMatching(/^\/api\/v1\/blobs\//) } });
        },
      };
    },
  },
  {
    path: '/export/addFileExport',
    prepare: async (world) => {
      const projectID = await projectOf(world);
      const fileID = await projectFile(world, projectID, `Row ${Date.now()}.svg`);
      return {
        who: world.editor,
        body: { fileIDs: [fileID] },
        sees: async (a) => {
          const [id = ''] = a.body.fileExportIDs as string[];
          expect(await fileExportOf(world.editor, projectID, fileID, id)(after(a))).toMatchObject({ fileExportID: id, status: 1 });
        },
      };
    },
  },
  {
    path: '/exportVideo',
    prepare: async (world) => {
      const { projectID, fileID, fileExportID } = await addedFileExport(world);
      return {
        who: world.editor,
        body: { fileExportIDs: [fileExportID], projectID, notify: false },
        sees: async (a) => {
          expect(await settled(fileExportOf(world.editor, projectID, fileID, fileExportID), a)).toMatchObject({ status: 2 });
        },
      };
    },
  },
  {
    path: '/admin/launchExporter',
    prepare: async (world) => {
      // Exports requested and not yet done: the relaunch requests them again. The product's own exporter
      // runs meanwhile and renders parts one after another, so four scenes (5 s each, small: a second
      // or more of rendering each, the browser's start included) are queued: the last ones are still
      // waiting when the relaunch comes a moment later, however fast the first ones go.
      const exports: Awaited<ReturnType<typeof addedSceneExport>>[] = [];
      for (let n = 0; n < 4; n += 1) exports.push(await addedSceneExport(world, 5_000));
      for (const e of exports) await must(world.editor, '/api/exportVideoV2', { sceneExportIDs: [e.sceneExportID], projectID: e.projectID, notify: false });
      return {
        who: world.admin,
        body: {},
        sees: async (a) => {
          expect(a.body.requeued).toBeGreaterThanOrEqual(1);
          // All done before the next row, whose own export would otherwise wait behind them.
          for (const e of exports) await settled(sceneExportOf(world.admin, e.projectID, e.sceneID, e.sceneExportID), a);
          const recent = (await readAfter(world.admin, a, '/api/export/getRecentExports')).body.sceneExports;
          for (const e of exports) expect(recent).toContainEqual(expect.objectContaining({ sceneExportID: e.sceneExportID }));
        },
      };
    },
    // Its sees waits for the four renders and the relaunched ones: 20 s at load 11-15 on two cores.
    timeoutMs: 180_000,
  },
];
