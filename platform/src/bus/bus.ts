// The Bus port (DESIGN.md sections 2-3): integration events between services, on named topics, each
// read by consumer groups. Adapters: in-process (the embedded default), PostgreSQL (BUS=postgres) and
// Kafka (KAFKA_BROKERS). Its one contract suite is bus.contract.ts. Only the relay reactor publishes
// (relay.ts), fed by the event store: never a request handler, or what was published could disagree
// with what was stored.

export interface BusMessage {
  /** Unique per message; a consumer drops a repeat by it (delivery is at least once). The relay uses the event id. */
  readonly id: string;
  /** Messages of one key reach a group in the order published. The relay uses the stream id. */
  readonly key: string;
  /** What the message says happened (the relay uses the event type). */
  readonly type: string;
  /** JSON-serializable content. */
  readonly payload: unknown;
}

/** Handles one message; throwing has it delivered again (the group's later messages of the same key wait). */
export type BusHandler = (message: BusMessage) => Promise<void>;

export interface BusSubscription {
  /** Stops delivering to this subscriber; a message it is handling finishes first. */
  close(): Promise<void>;
}

export interface Bus {
  /**
   * Resolves once the messages are accepted: by the broker (Kafka), committed to the log (PostgreSQL), or handled by a subscriber of every
   * group subscribed to the topic (in-process). A rejection means they may not have reached every group:
   * publish them again (with the same ids).
   */
  publish(topic: string, messages: readonly BusMessage[]): Promise<void>;
  /**
   * Delivers each message published to the topic after this resolves to one subscriber of the group
   * (every group gets every message). A Kafka or PostgreSQL group new to the topic also gets what the topic still
   * keeps; the in-process bus keeps nothing.
   */
  subscribe(topic: string, group: string, handler: BusHandler): Promise<BusSubscription>;
  close(): Promise<void>;
}
