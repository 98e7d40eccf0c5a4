// The project files commands of review: /files/addFiles records a scene's uploaded assets (in no kit
// and no project, by the asset library's file rules), /project/addSvgMeta an svg's stats on the file's
// media stream. Recording a project's own upload is /project/addFile (assets/fileRoutes.ts).
import { Calls } from '@wb/contracts';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { loadState } from '../shared/streams';
import { fileAggregate } from '../assets/domain/file/aggregate';
import { saveLooseFiles } from '../assets/looseFiles';
import { fileMediaAggregate } from './domain/media/aggregate';

export const projectFileRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const media = handlerOf(eventStore, fileMediaAggregate);

  return [
    commandCall(deps, Calls.files.addFiles, (input, ctx, meta) => saveLooseFiles(deps, input.files, actorOf(ctx).userID, meta, '')),

    commandCall(deps, Calls.project.addSvgMeta, async (input, _ctx, meta) => {
      const { fileID, ...stats } = input;
      const file = await loadState(eventStore, fileAggregate, fileID);
      const outcome = await media.handle(meta, fileID, () => ({ type: 'RecordSvgMeta', fileID, file, stats }));
      return answer(ok, outcome.position);
    }),
  ];
};
