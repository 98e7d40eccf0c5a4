// The PostgreSQL Bus (BUS=postgres): the distributed mode's Bus where no Kafka runs, on the database the
// product already has. Topics are a durable log in the wb_bus schema (schema.ts); publish resolves once
// the messages are committed there. Each group keeps a position per partition of a topic; a key's
// messages go to one partition, which one subscriber of the group at a time handles, in order (claim.ts),
// so several processes may subscribe the same group and share its partitions. Delivery is at least once:
// a message is recorded handled after its handler resolved, so a crash between the two hands it out
// again. Retention: messages every group of the topic has passed are deleted, and those of a topic no
// group reads once a week old (retention.ts); every bus instance runs it now and then.
import type { Pool } from 'pg';
import type { Bus, BusHandler, BusMessage, BusSubscription } from '../bus';
import { GroupConsumer, type ConsumerSettings } from './groupConsumer';
import { joinGroup } from './positions';
import { publishMessages } from './publish';
import { PublishedListener } from './publishedListener';
import { deleteHandled, deleteUnread, topicsRead, UNREAD_TOPIC_RETENTION_MS } from './retention';
import { createBusSchema } from './schema';

export interface PostgresBusOptions extends Partial<ConsumerSettings> {
  /** How often the messages retention lets go are deleted. */
  readonly retentionEveryMs?: number;
  /** How long the messages of a topic no group reads are kept. */
  readonly unreadRetentionMs?: number;
}

/** Rows deleted per statement of a retention pass, so none holds many locks for long. */
const RETENTION_BATCH = 1_000;

export class PostgresBus implements Bus {
  private readonly listener: PublishedListener;
  private readonly consumers = new Set<GroupConsumer>();
  private readonly settings: ConsumerSettings;
  private readonly retentionTimer: NodeJS.Timeout;
  private readonly unreadRetentionMs: number;
  private closed = false;

  private constructor(
    private readonly pool: Pool,
    options: PostgresBusOptions,
  ) {
    this.listener = new PublishedListener(pool);
    this.settings = {
      pollMs: options.pollMs ?? 1_000,
      batchSize: options.batchSize ?? 32,
      retryBaseMs: options.retryBaseMs ?? 200,
      retryMaxMs: options.retryMaxMs ?? 30_000,
      onError: options.onError ?? (() => undefined),
    };
    this.unreadRetentionMs = options.unreadRetentionMs ?? UNREAD_TOPIC_RETENTION_MS;
    this.retentionTimer = setInterval(() => void this.applyRetention().catch((err: unknown) => this.settings.onError(err, { during: 'retention' })), options.retentionEveryMs ?? 60_000);
    this.retentionTimer.unref();
  }

  /** The bus, its schema made if missing. */
  static async create(pool: Pool, options: PostgresBusOptions = {}): Promise<PostgresBus> {
    await createBusSchema(pool);
    return new PostgresBus(pool, options);
  }

  async publish(topic: string, messages: readonly BusMessage[]): Promise<void> {
    if (this.closed) throw new Error('The bus is closed');
    if (messages.length === 0) return;
    await publishMessages(this.pool, topic, messages);
    this.listener.notifyLocal(topic);
  }

  async subscribe(topic: string, group: string, handler: BusHandler): Promise<BusSubscription> {
    if (this.closed) throw new Error('The bus is closed');
    await joinGroup(this.pool, topic, group);
    const consumer = new GroupConsumer(this.pool, topic, group, handler, this.settings);
    this.consumers.add(consumer);
    const stopListening = this.listener.subscribe(topic, () => consumer.nudge());
    return {
      close: async () => {
        stopListening();
        this.consumers.delete(consumer);
        await consumer.close();
      },
    };
  }

  /** Deletes what retention lets go (retention.ts), in bounded statements; answers how many messages. */
  async applyRetention(): Promise<number> {
    const batches = async (deleteSome: () => Promise<number>) => {
      let deleted = 0;
      for (let n = RETENTION_BATCH; n === RETENTION_BATCH; deleted += n) n = await deleteSome();
      return deleted;
    };
    let deleted = await batches(() => deleteUnread(this.pool, this.unreadRetentionMs, RETENTION_BATCH));
    for (const topic of await topicsRead(this.pool)) deleted += await batches(() => deleteHandled(this.pool, topic, RETENTION_BATCH));
    return deleted;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.retentionTimer);
    const consumers = [...this.consumers];
    this.consumers.clear();
    await Promise.all(consumers.map((c) => c.close()));
    await this.listener.close();
  }
}
