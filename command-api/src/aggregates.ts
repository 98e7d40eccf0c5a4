// Every aggregate of the write side, gathered from the areas (areas.ts); the stream types and
// reservation scopes follow from this list.
import { areas } from './areas';
import { scopeOf } from './shared/domain/aggregate';

export const aggregates = areas.flatMap((area) => area.aggregates);

/** Stream types of the event store, one per aggregate. */
export const streamTypes: readonly string[] = aggregates.map((a) => a.streamType);

/** Scopes of the reservation table (unique keys), `<streamType>-<key>`. */
export const reservationScopes: readonly string[] = aggregates.flatMap((a) => a.uniqueKeys.map((k) => scopeOf(a.streamType, k)));
