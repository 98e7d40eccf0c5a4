// The relay: the reactor that feeds the Bus from the event store, the only way anything is published
// (DESIGN.md section 2). Each integration event (contracts' IntegrationTopics) becomes one message on
// its topic, with the event's id as the message id and its stream as the key. The reactor runtime's
// guarantee is the relay's: every integration event is published at least once, a second time only
// after a crash between the publish and its record or on a retry, so consumers drop repeats by id.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { Reactor } from '../reactors/reactor';
import type { Bus, BusMessage } from './bus';

/** What a message of the relay carries: the event, less its position in this store. */
export interface RelayedEvent {
  readonly streamId: string;
  readonly revision: number;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly time: string;
  readonly userID: number | null;
  readonly correlationId: string;
  readonly causationId: string;
}

export const RELAY_REACTOR = 'relay';

export const relayedMessage = (event: AnyRecordedEvent): BusMessage => {
  const { metadata } = event;
  const payload: RelayedEvent = {
    streamId: event.streamId,
    revision: event.revision,
    schemaVersion: metadata.schemaVersion,
    data: event.data,
    time: metadata.time,
    userID: metadata.userID,
    correlationId: metadata.correlationId,
    causationId: metadata.causationId,
  };
  return { id: metadata.eventId, key: event.streamId, type: event.type, payload };
};

/** The relay over these topics (event types by topic; a type on two topics is refused). */
export const relayReactor = (bus: Bus, topics: Readonly<Record<string, readonly string[]>>): Reactor => {
  const topicOf = new Map<string, string>();
  for (const [topic, types] of Object.entries(topics)) {
    for (const type of types) {
      const already = topicOf.get(type);
      if (already !== undefined) throw new Error(`${type} is on two topics: ${already} and ${topic}`);
      topicOf.set(type, topic);
    }
  }
  return {
    name: RELAY_REACTOR,
    eventTypes: [...topicOf.keys()],
    async react(event) {
      const topic = topicOf.get(event.type);
      if (topic === undefined) throw new Error(`The relay was handed ${event.type}, which is on no topic`);
      await bus.publish(topic, [relayedMessage(event)]);
    },
  };
};
