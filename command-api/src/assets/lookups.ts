// What asset commands need of other aggregates, read from their streams (never from a read model):
// the kit a call names, the acting user's name, a project's or a tag's name.
import { ALL_KIT, ProjectStatus } from '@wb/contracts';
import type { EventStore } from '@wb/platform';
import { newEntityId, type CommandMetadata } from '../shared/commandMetadata';
import { loadState } from '../shared/streams';
import { projectAggregate } from '../projects/domain/project/aggregate';
import { userAggregate } from '../users/domain/user/aggregate';
import type { KitTarget, NamedRef } from './domain/file/decide';
import { kitAggregate } from './domain/kit/aggregate';
import { tagAggregate } from './domain/tag/aggregate';

export const assetLookups = (eventStore: EventStore) => ({
  kitTarget: async (kitID: string): Promise<KitTarget> => ({ kitID, kit: kitID === ALL_KIT ? null : await loadState(eventStore, kitAggregate, kitID) }),
  userName: async (userID: number | null): Promise<string> => {
    if (userID === null) return 'System';
    const user = await loadState(eventStore, userAggregate, userID);
    return user ? `${user.givenName} ${user.familyName}`.trim() : '';
  },
  project: async (projectID: string): Promise<NamedRef | null> => {
    const project = await loadState(eventStore, projectAggregate, projectID);
    return project && project.status !== ProjectStatus.Deleted ? { id: project.projectID, name: project.name } : null;
  },
  tag: async (tagID: string): Promise<NamedRef | null> => {
    const tag = await loadState(eventStore, tagAggregate, tagID);
    return tag ? { id: tag.tagID, name: tag.name } : null;
  },
});

/**
 * A new kit's id: numeric, as the route /assets/{kit} expects, taken from the entity id (so a retried
 * create with the same Idempotency-Key gets the same kit) and kept at 15 digits, far above the fixed kits.
 */
export const newKitId = (meta: CommandMetadata): string => {
  const hex = newEntityId(meta, 'kit').replace(/-/g, '').slice(0, 12);
  return String((parseInt(hex, 16) % 9e14) + 1e14);
};

/** Each item of a bulk call once, in the order first given. */
export const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/** Runs `run` on every item, at most `limit` at a time; the results in the items' order. */
export const inParallel = async <T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await run(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};
