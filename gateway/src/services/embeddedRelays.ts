// The relays of the embedded mode. The Bus is in-process there: a publish resolves once every consumer
// has handled the message, and a relay publishes one event at a time. The exporter handles a part of an
// export in seconds, so the export topics get a relay of their own (reactor `relay-exports`, with its
// own checkpoint and parked events), and the other topics' consumers (review's notifications) never
// wait for a render (docs/decisions/exportService.md). The distributed mode keeps one relay: Kafka
// takes a message at once.
import { IntegrationTopics, type IntegrationTopic } from '@wb/contracts';
import { relayReactor, type Bus, type Reactor } from '@wb/platform';

export const EXPORT_RELAY = 'relay-exports';

const EXPORT_TOPICS: readonly IntegrationTopic[] = ['exports', 'exportChunks'];

const topicsWhere = (keep: (topic: IntegrationTopic) => boolean) => Object.fromEntries((Object.entries(IntegrationTopics) as [IntegrationTopic, readonly string[]][]).filter(([topic]) => keep(topic)));

export const embeddedRelays = (bus: Bus): Reactor[] => [
  relayReactor(
    bus,
    topicsWhere((topic) => !EXPORT_TOPICS.includes(topic)),
  ),
  {
    ...relayReactor(
      bus,
      topicsWhere((topic) => EXPORT_TOPICS.includes(topic)),
    ),
    name: EXPORT_RELAY,
  },
];
