// What the last-root rule needs, loaded from the event store when a command may take a root away.
import type { EventStore } from '@wb/platform';
import type { Actor } from '../shared/domain/actor';
import { loadState } from '../shared/streams';
import { userAggregate } from './domain/user/aggregate';
import { isActiveRoot, type RootsSeen } from './domain/user/grantRules';

/**
 * The first turn of the root-removal sequence that nobody holds. Turns are claimed one after another
 * (a removal claims the first free one), so the held turns are 1..n-1: a doubling then halving search
 * finds n in about 2 log2(n) lookups.
 */
export const nextRootRemovalTurn = async (eventStore: EventStore): Promise<number> => {
  const held = async (turn: number) => (await eventStore.findReservation(userAggregate.key('root-removal', String(turn)))) !== null;
  let low = 0;
  let high = 1;
  while (await held(high)) {
    low = high;
    high *= 2;
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (await held(middle)) low = middle;
    else high = middle;
  }
  return high;
};

/**
 * The roots seen by a command on user `userID` asked by `actor`. Only root may take root away (by
 * revoking it, or by deactivating its holder), so the acting user, when an active root other than the
 * target, is the other root the rule asks for. The turn is read first: any removal committed before
 * the actor's stream is read holds it already.
 */
export const rootsSeen = async (eventStore: EventStore, actor: Actor, userID: number): Promise<RootsSeen> => {
  const removalTurn = await nextRootRemovalTurn(eventStore);
  if (actor.userID === userID) return { removalTurn, others: [] };
  const acting = await loadState(eventStore, userAggregate, actor.userID);
  return { removalTurn, others: isActiveRoot(acting) ? [actor.userID] : [] };
};
