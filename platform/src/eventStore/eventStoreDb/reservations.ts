// Reservations in EventStoreDB: one stream per normalized key, `reservation-<scope>-<key>`, whose last
// event says who holds the key. EventStoreDB cannot write two streams atomically, so a claim is written
// before the append (with an expected revision, so two claimers cannot both win) and undone if the
// append then fails.
import type { EventStoreDBClient, NO_STREAM } from '@eventstore/db-client';
import { esdb } from './library';
import { randomUUID } from 'node:crypto';
import { ReservationTakenError, type Reservation } from '../eventStore';

export const RESERVATION_STREAM_PREFIX = 'reservation-';
const CLAIMED = 'ReservationClaimed';
const RELEASED = 'ReservationReleased';

export const reservationStream = ({ scope, key }: Reservation): string => `${RESERVATION_STREAM_PREFIX}${scope}-${encodeURIComponent(key)}`;

interface ReservationState {
  readonly holder: string | null;
  readonly revision: bigint | typeof NO_STREAM;
}

const isStreamNotFound = (err: unknown): boolean => (err as { type?: string }).type === 'stream-not-found';

const readState = async (client: EventStoreDBClient, reservation: Reservation): Promise<ReservationState> => {
  try {
    for await (const resolved of client.readStream(reservationStream(reservation), { direction: esdb().BACKWARDS, fromRevision: esdb().END, maxCount: 1 })) {
      const event = resolved.event;
      if (!event) continue;
      const data = event.data as { streamId?: string };
      return { holder: event.type === CLAIMED ? (data.streamId ?? null) : null, revision: event.revision };
    }
  } catch (err) {
    if (!isStreamNotFound(err)) throw err;
  }
  return { holder: null, revision: esdb().NO_STREAM };
};

export const findHolder = async (client: EventStoreDBClient, reservation: Reservation): Promise<string | null> => (await readState(client, reservation)).holder;

const write = async (client: EventStoreDBClient, reservation: Reservation, type: typeof CLAIMED | typeof RELEASED, streamId: string, expectedRevision: bigint | typeof NO_STREAM): Promise<void> => {
  await client.appendToStream(reservationStream(reservation), esdb().jsonEvent({ id: randomUUID(), type, data: { scope: reservation.scope, key: reservation.key, streamId } }), { expectedRevision });
};

/**
 * Claims every key for streamId; returns the keys newly claimed (to undo if the append fails). A key
 * held by another stream fails with ReservationTakenError after undoing this call's own claims.
 */
export const claimAll = async (client: EventStoreDBClient, streamId: string, reservations: readonly Reservation[]): Promise<Reservation[]> => {
  const claimed: Reservation[] = [];
  try {
    for (const reservation of reservations) {
      const state = await readState(client, reservation);
      if (state.holder === streamId) continue;
      if (state.holder !== null) throw new ReservationTakenError(reservation, state.holder);
      try {
        await write(client, reservation, CLAIMED, streamId, state.revision);
      } catch (err) {
        // Someone claimed it between the read and the write: report who.
        const now = await readState(client, reservation);
        if (now.holder !== null && now.holder !== streamId) throw new ReservationTakenError(reservation, now.holder);
        throw err;
      }
      claimed.push(reservation);
    }
    return claimed;
  } catch (err) {
    await releaseAll(client, streamId, claimed);
    throw err;
  }
};

/** Gives up the keys streamId holds (keys held by others are left alone). */
export const releaseAll = async (client: EventStoreDBClient, streamId: string, reservations: readonly Reservation[]): Promise<void> => {
  for (const reservation of reservations) {
    const state = await readState(client, reservation);
    if (state.holder === streamId) await write(client, reservation, RELEASED, streamId, state.revision);
  }
};
