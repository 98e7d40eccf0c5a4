// The Labels tab's commands: create a scene label, and rename or recolour one.
import { Calls } from '@wb/contracts';
import { answer, commandCall, type CommandRoute } from '../shared/commandCall';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { holderOf } from '../shared/streams';
import { toApiError } from '../shared/toApiError';
import { sceneLabelAggregate } from './domain/sceneLabel/aggregate';
import { labelNotFound } from './domain/sceneLabel/decide';
import type { SceneLabel } from './domain/sceneLabel/state';

/** The label as the calls answer it (spec 001 section 3: labelID, name, data.color). */
const labelOut = (label: SceneLabel) => {
  if (label === null) throw toApiError(labelNotFound());
  return { label: { labelID: label.labelID, name: label.name, data: { color: label.color } } };
};

export const sceneLabelRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const labels = handlerOf(eventStore, sceneLabelAggregate);
  const holderOfName = (name: string) => holderOf(eventStore, sceneLabelAggregate, 'name', name);

  return [
    commandCall(deps, Calls.admin.adminCreateSceneLabel, async (input, _ctx, meta) => {
      const labelID = newEntityId(meta, 'scenelabel');
      const outcome = await labels.handle(meta, labelID, async () => ({
        type: 'CreateSceneLabel',
        labelID,
        name: input.name,
        color: input.color,
        nameHolder: await holderOfName(input.name),
      }));
      return answer(labelOut({ labelID, name: input.name, color: input.color }), outcome.position);
    }),
    commandCall(deps, Calls.admin.adminUpdateSceneLabel, async (input, _ctx, meta) => {
      const outcome = await labels.handle(meta, input.labelID, async () => ({
        type: 'UpdateSceneLabel',
        name: input.name,
        color: input.color,
        nameHolder: await holderOfName(input.name),
      }));
      if (outcome.state === null) throw toApiError(labelNotFound());
      return answer(labelOut({ ...outcome.state, name: input.name, color: input.color }), outcome.position);
    }),
  ];
};
