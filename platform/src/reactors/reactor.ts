// A reactor is the second kind of subscriber to the event store: where a projection writes its own
// tables, a reactor has effects outside them (a message on the Bus, a notification pushed to a browser,
// an export started, a mail sent) and owns no table. The runtime (runner.ts) feeds it the events of its
// types in commit order, one at a time, and records each one handled (or parked) with the checkpoint.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { Logger } from '../logging/logger';

export interface ReactorContext {
  /**
   * The event's id: the key an effect is made idempotent by (a Bus message's id, an export's id, a
   * mail's Message-ID). The runtime runs an effect again only after a crash between the effect and its
   * record, or on a retry of an event that failed (see docs/decisions/reactors-and-bus.md), so whoever
   * receives the effect drops a repeat by this key.
   */
  readonly eventId: string;
  /** 1 on the first delivery; above 1 when a parked event is retried. */
  readonly attempt: number;
  readonly logger: Logger;
}

export interface Reactor {
  /** Stable name: the key of its checkpoint, its handled records, its parked events and its /metrics label. */
  readonly name: string;
  /** The event types it reacts to; the runtime reads only these and passes over the others. */
  readonly eventTypes: readonly string[];
  /**
   * Has the event's effect. Resolving means the effect is done (published, sent, started); throwing
   * parks the event with the error, and it is retried later while the reactor goes on with the next.
   * Results come back as commands, never as writes to read models.
   */
  react(event: AnyRecordedEvent, ctx: ReactorContext): Promise<void>;
}
