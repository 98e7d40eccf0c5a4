// The Resources tab's commands: save (create without a resourceID, else change) and delete.
import { Calls } from '@wb/contracts';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { storedFileAt } from '../uploads/storedFiles';
import { resourceAggregate } from './domain/resource/aggregate';
import type { ResourceDraft } from './domain/resource/decide';

export const resourceRoutes = (deps: CommandDeps): CommandRoute[] => {
  const resources = handlerOf(deps.eventStore, resourceAggregate);

  return [
    commandCall(deps, Calls.resources.save, async (input, ctx, meta) => {
      const draft: ResourceDraft = { name: input.name, data: input.data, projectsToRemove: input.projectsToRemove };
      // No image ('') names no upload: nothing is read, and decide asks nothing of it.
      const saving = { draft, image: await storedFileAt(deps.blobs, input.data.image), actorID: actorOf(ctx).userID };
      if (input.resourceID === undefined) {
        const resourceID = newEntityId(meta, 'resource');
        const outcome = await resources.handle(meta, resourceID, () => ({ type: 'CreateResource', resourceID, ...saving }));
        return answer({ resourceID }, outcome.position);
      }
      const outcome = await resources.handle(meta, input.resourceID, () => ({ type: 'UpdateResource', ...saving }));
      return answer({ resourceID: input.resourceID }, outcome.position);
    }),
    commandCall(deps, Calls.admin.adminDeleteResource, async (input, _ctx, meta) => {
      const outcome = await resources.handle(meta, input.resourceID, () => ({ type: 'DeleteResource' }));
      return answer(ok, outcome.position);
    }),
  ];
};
