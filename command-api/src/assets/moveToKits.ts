// The seven fixed move-to kits of spec 001 section 9 (1_Gumbies 72 ... 7_Ready for Review 78) exist
// from the first start: the list view's bulk move offers them by id. Creating one that exists decides
// nothing, so every start (and every instance) may run this.
import { KitVisibility, MoveToKits, kitSlugOf } from '@wb/contracts';
import { systemMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { holderOf } from '../shared/streams';
import { kitAggregate } from './domain/kit/aggregate';

export const ensureMoveToKits = async (deps: CommandDeps): Promise<void> => {
  const kits = handlerOf(deps.eventStore, kitAggregate);
  for (const { kitID, name } of MoveToKits) {
    try {
      await kits.handle(systemMetadata('first-start'), kitID, async () => ({
        type: 'CreateKit',
        kitID,
        name,
        rootDirectoryID: `root-${kitID}`,
        visibility: KitVisibility.internal,
        slugHolder: await holderOf(deps.eventStore, kitAggregate, 'slug', kitSlugOf(name)),
      }));
    } catch (err) {
      // A team kit already holding the name keeps it; the move-to list then lacks that one kit.
      deps.logger.warn({ err, kitID }, 'move-to kit not created');
    }
  }
};
