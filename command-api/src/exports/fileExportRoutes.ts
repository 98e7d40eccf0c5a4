// /export/addFileExport and /exportVideo (spec 002 section 7, File review's Export SVGs): record an
// export of each project SVG, then request it with the scene document its current version imports
// into (fileDocument.ts). From the request on, a file export is rendered as a scene export is.
import { Calls, FileStatus, type CallDef } from '@wb/contracts';
import { isDomainError } from '../shared/domain/domainError';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf, lastPosition } from '../shared/handle';
import { loadState } from '../shared/streams';
import { toApiError } from '../shared/toApiError';
import { fileAggregate } from '../assets/domain/file/aggregate';
import type { File } from '../assets/domain/file/state';
import { fileExportAggregate } from './domain/fileExport/aggregate';
import type { ExportedFile, FileExportCommand } from './domain/fileExport/decide';
import { documentOfFile } from './fileDocument';
import type { RenderRequest } from './domain/lifecycle';

const liveFile = (file: File) => (file === null || file.status === FileStatus.Deleted ? null : file);
const exportedFile = (file: File): ExportedFile | null => {
  const live = liveFile(file);
  return live === null ? null : { fileID: live.fileID, name: live.name, type: live.type, projectIDs: live.projectIDs };
};

export const fileExportRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const exportsOf = handlerOf(eventStore, fileExportAggregate);
  const route = <C extends CallDef>(call: C, run: Parameters<typeof commandCall<C>>[2]) => commandCall(deps, call, run);
  const fileOf = (fileID: string) => loadState(eventStore, fileAggregate, fileID);

  /**
   * The request of one export: decided first on a stand-in document, so that an export that is unknown,
   * of another project or already rendering costs no import; only one that will be requested is imported.
   */
  const requestOf = async (fileExportID: string, projectID: string, base: Pick<RenderRequest, 'projectID' | 'userID' | 'notify'>, userID: number): Promise<FileExportCommand> => {
    const state = await loadState(eventStore, fileExportAggregate, fileExportID);
    const file = state === null ? null : liveFile(await fileOf(state.fileID));
    const fileProjectIDs = file?.projectIDs ?? [];
    const standIn: RenderRequest = { ...base, documentKey: '', width: 0, height: 0, durationMs: 0, name: file?.name ?? '' };
    const precheck = fileExportAggregate.decide({ type: 'RequestFileExport', projectID, fileProjectIDs, request: file === null ? null : standIn }, state);
    if (isDomainError(precheck)) throw toApiError(precheck);
    if (precheck.length === 0 || file === null) return { type: 'RequestFileExport', projectID, fileProjectIDs, request: null };
    const document = await documentOfFile(deps, fileExportID, file, userID);
    return { type: 'RequestFileExport', projectID, fileProjectIDs, request: { ...standIn, ...document } };
  };

  return [
    route(Calls.export.addFileExport, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      // Every file is decided before any export is written: one refused file adds none.
      const added = [...new Set(input.fileIDs)].map((fileID) => ({ fileID, fileExportID: newEntityId(meta, `fileExport|${fileID}`) }));
      const outcomes = await exportsOf.handleEach(
        meta,
        added.map(({ fileID, fileExportID }) => ({
          id: fileExportID,
          commandOf: async () => ({ type: 'AddFileExport' as const, fileExportID, file: exportedFile(await fileOf(fileID)), userID, createdOn: meta.time }),
        })),
      );
      const idOf = new Map(added.map((a) => [a.fileID, a.fileExportID]));
      return answer({ fileExportIDs: input.fileIDs.flatMap((fileID) => idOf.get(fileID) ?? []) }, lastPosition(outcomes.map((o) => o.position)));
    }),
    route(Calls.exportVideo.start, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const base = { projectID: input.projectID, userID, notify: input.notify };
      // Imported one after another before anything is written: a refused file requests none.
      const requests: { id: string; command: FileExportCommand }[] = [];
      for (const id of new Set(input.fileExportIDs)) requests.push({ id, command: await requestOf(id, input.projectID, base, userID) });
      const outcomes = await exportsOf.handleEach(
        meta,
        requests.map(({ id, command }) => ({ id, commandOf: () => command })),
      );
      return answer(ok, lastPosition(outcomes.map((o) => o.position)));
    }),
  ];
};
