// The in-process Bus of the embedded mode: publish hands each message to one subscriber of every
// group subscribed to the topic and resolves once they have handled it, so the relay records a message
// published only when its consumers have it (nothing is kept in memory to be lost in a crash). A
// handler that throws gets the message again, a few times, and then publish rejects: the relay parks
// the event and publishes it again later, and consumers drop the repeats by message id.
import type { Bus, BusHandler, BusMessage, BusSubscription } from '../bus';

export interface InProcessBusOptions {
  /** Deliveries of one message to a group before publish gives up on it. */
  readonly attempts?: number;
  /** Wait between two deliveries of a message whose handler threw. */
  readonly retryDelayMs?: number;
}

interface Subscriber {
  readonly handler: BusHandler;
  /** The delivery under way, which close() waits for. */
  current: Promise<unknown>;
  closed: boolean;
}

interface Group {
  readonly subscribers: Subscriber[];
  /** Deliveries to a group run one after another, so a key's messages keep their order across publishes. */
  queue: Promise<unknown>;
}

/** Which of a group's subscribers gets a key: always the same one while they stay the same. */
const pick = (subscribers: readonly Subscriber[], key: string): Subscriber | undefined => {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return subscribers[Math.abs(hash) % subscribers.length];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class InProcessBus implements Bus {
  private readonly topics = new Map<string, Map<string, Group>>();
  private readonly attempts: number;
  private readonly retryDelayMs: number;
  private closed = false;

  constructor(options: InProcessBusOptions = {}) {
    this.attempts = options.attempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 50;
  }

  async publish(topic: string, messages: readonly BusMessage[]): Promise<void> {
    if (this.closed) throw new Error('The bus is closed');
    // As over the wire: a subscriber gets its own copy, and what JSON cannot carry fails here.
    const copies = messages.map((m) => ({ ...m, payload: JSON.parse(JSON.stringify(m.payload ?? null)) as unknown }));
    const groups = [...(this.topics.get(topic)?.entries() ?? [])];
    const results = await Promise.allSettled(
      groups.map(([name, group]) => {
        const delivered = group.queue.then(() => this.deliverAll(topic, name, group, copies));
        group.queue = delivered.catch(() => undefined);
        return delivered;
      }),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async subscribe(topic: string, group: string, handler: BusHandler): Promise<BusSubscription> {
    if (this.closed) throw new Error('The bus is closed');
    const groups = this.topics.get(topic) ?? new Map<string, Group>();
    this.topics.set(topic, groups);
    const entry = groups.get(group) ?? { subscribers: [], queue: Promise.resolve() };
    groups.set(group, entry);
    const subscriber: Subscriber = { handler, current: Promise.resolve(), closed: false };
    entry.subscribers.push(subscriber);
    return {
      close: async () => {
        subscriber.closed = true;
        const at = entry.subscribers.indexOf(subscriber);
        if (at >= 0) entry.subscribers.splice(at, 1);
        await subscriber.current.catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const groups = [...this.topics.values()].flatMap((g) => [...g.values()]);
    this.topics.clear();
    await Promise.all(groups.map((g) => g.queue));
  }

  private async deliverAll(topic: string, groupName: string, group: Group, messages: readonly BusMessage[]): Promise<void> {
    for (const message of messages) await this.deliver(topic, groupName, group, message);
  }

  private async deliver(topic: string, groupName: string, group: Group, message: BusMessage): Promise<void> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      if (attempt > 1) await sleep(this.retryDelayMs * (attempt - 1));
      // A group whose subscribers all left gets nothing: in-process nothing is kept for later (Kafka keeps it).
      const subscriber = pick(group.subscribers, message.key);
      if (!subscriber || subscriber.closed) return;
      const handled = subscriber.handler(message);
      subscriber.current = handled;
      try {
        await handled;
        return;
      } catch (err) {
        lastError = err;
      }
    }
    const reason = lastError instanceof Error ? lastError.message : String(lastError);
    throw new Error(`Group ${groupName} of topic ${topic} failed message ${message.id} ${this.attempts} times: ${reason}`);
  }
}
