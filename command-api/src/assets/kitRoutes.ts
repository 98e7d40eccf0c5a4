// The kit and directory command calls: create, delete, visibility, thumbnail, order, directories.
import { Calls, KitVisibility, kitSlugOf } from '@wb/contracts';
import type { CallResult } from '@wb/platform';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId, type CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf, lastPosition } from '../shared/handle';
import { holderOf, loadState } from '../shared/streams';
import { isDomainError } from '../shared/domain/domainError';
import { toApiError } from '../shared/toApiError';
import { fileAggregate } from './domain/file/aggregate';
import { kitAggregate } from './domain/kit/aggregate';
import type { KitCommand } from './domain/kit/decide';
import { assetLookups, newKitId, unique } from './lookups';
import { storedFileAt } from '../uploads/storedFiles';

export const kitRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const kits = handlerOf(eventStore, kitAggregate);
  const files = handlerOf(eventStore, fileAggregate);
  const lookups = assetLookups(eventStore);

  const onKit = async (kitID: string, command: KitCommand, meta: CommandMetadata): Promise<CallResult> => {
    const outcome = await kits.handle(meta, kitID, () => command);
    return answer(ok, outcome.position);
  };

  return [
    commandCall(deps, Calls.assets.addKit, async (input, _ctx, meta) => {
      const kitID = newKitId(meta);
      const rootDirectoryID = newEntityId(meta, 'kit-root');
      const outcome = await kits.handle(meta, kitID, async () => ({
        type: 'CreateKit',
        kitID,
        name: input.name,
        rootDirectoryID,
        visibility: KitVisibility.internal,
        slugHolder: await holderOf(eventStore, kitAggregate, 'slug', kitSlugOf(input.name)),
      }));
      const kit = outcome.events.reduce(kitAggregate.evolve, outcome.state);
      return answer({ kit: { kitID, name: input.name, slug: kit?.slug ?? kitSlugOf(input.name), directoryID: kit?.rootDirectoryID ?? rootDirectoryID } }, outcome.position);
    }),
    commandCall(deps, Calls.assets.deleteKit, (input, _ctx, meta) => onKit(input.kitID, { type: 'DeleteKit' }, meta)),
    commandCall(deps, Calls.assets.updateKitVisibility, (input, _ctx, meta) => onKit(input.kitID, { type: 'ChangeKitVisibility', visibility: input.visibility }, meta)),
    commandCall(deps, Calls.assets.updateKitThumbnail, async (input, ctx, meta) => {
      const stored = await storedFileAt(deps.blobs, input.thumbnail);
      return onKit(input.kitID, { type: 'ChangeKitThumbnail', thumbnail: input.thumbnail, stored, actorID: actorOf(ctx).userID }, meta);
    }),
    commandCall(deps, Calls.assets.reindex, (input, _ctx, meta) => onKit(input.kitID, { type: 'ReorderKitFiles', fileIDs: input.fileIDs }, meta)),

    commandCall(deps, Calls.assets.addKitDirectory, async (input, _ctx, meta) => {
      const directoryID = newEntityId(meta, 'directory');
      const create: KitCommand = { type: 'CreateDirectory', directoryID, name: input.name, parentID: input.parentID ?? null };
      const fileIDs = unique(input.files);
      // Files given with the new directory are checked against the kit as it will be, before the
      // directory is written, so a refusal (a file not in the kit) creates nothing.
      if (fileIDs.length > 0) {
        const kit = await loadState(eventStore, kitAggregate, input.kitID);
        const decided = kitAggregate.decide(create, kit);
        if (isDomainError(decided)) throw toApiError(decided);
        const target = { kitID: input.kitID, kit: decided.reduce(kitAggregate.evolve, kit) };
        for (const fileID of fileIDs) {
          const refused = fileAggregate.decide({ type: 'PutFileInDirectory', target, directoryID }, await loadState(eventStore, fileAggregate, fileID));
          if (isDomainError(refused)) throw toApiError(refused);
        }
      }
      const outcome = await kits.handle(meta, input.kitID, () => create);
      const kit = outcome.events.reduce(kitAggregate.evolve, outcome.state);
      const parentID = kit?.directories[directoryID]?.parentID ?? '';
      const target = await lookups.kitTarget(input.kitID);
      const placed = await files.handleEach(
        meta,
        fileIDs.map((id) => ({ id, commandOf: () => ({ type: 'PutFileInDirectory' as const, target, directoryID }) })),
      );
      const position = lastPosition([outcome.position, ...placed.map((o) => o.position)]);
      return answer({ directory: { directoryID, name: input.name, parentID } }, position);
    }),
    commandCall(deps, Calls.assets.updateDirectoryName, (input, _ctx, meta) => onKit(input.kitID, { type: 'RenameDirectory', directoryID: input.directoryID, name: input.name }, meta)),
    commandCall(deps, Calls.assets.deleteKitDirectory, (input, _ctx, meta) => onKit(input.kitID, { type: 'DeleteDirectory', directoryID: input.directoryID }, meta)),
  ];
};
