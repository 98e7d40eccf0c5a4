// The Kafka Bus of the distributed mode (KAFKA_BROKERS), on kafkajs. A message is a Kafka record: its
// key the message's key (one partition per key keeps a key's order), its value the JSON payload, its
// id and type in headers. publish resolves when every in-sync replica has the records (acks -1) from an
// idempotent producer. A subscriber is a consumer of the group; a handler that throws has its message
// delivered again (kafkajs restarts the consumer from the last committed offset), so delivery is at
// least once, and consumers drop repeats by message id.
import type * as KafkaJs from 'kafkajs';
import type { Admin, Consumer, IHeaders, Kafka, KafkaMessage, Producer } from 'kafkajs';
import { lazyModule } from '../../modules/lazyModule';
import type { Bus, BusHandler, BusMessage, BusSubscription } from '../bus';

/** Partitions of a topic the bus creates: consumers of a group share a topic up to this many. */
const PARTITIONS = 3;

const header = (headers: IHeaders | undefined, name: string): string => {
  const value = headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? '' : first.toString();
};

const decode = (record: KafkaMessage): BusMessage => ({
  id: header(record.headers, 'message-id'),
  key: record.key?.toString() ?? '',
  type: header(record.headers, 'message-type'),
  payload: record.value ? (JSON.parse(record.value.toString()) as unknown) : null,
});

// Loaded when a Kafka bus is made (modules/lazyModule.ts says why).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const kafkaJs = lazyModule((): typeof KafkaJs => require('kafkajs'));

export class KafkaBus implements Bus {
  private readonly topics = new Map<string, Promise<void>>();
  private readonly consumers = new Set<Consumer>();

  private constructor(
    private readonly kafka: Kafka,
    private readonly producer: Producer,
    private readonly admin: Admin,
  ) {}

  /** Connected, or rejecting when no broker answers. */
  static async connect(brokers: readonly string[], clientId = 'wb'): Promise<KafkaBus> {
    const { Kafka, logLevel } = kafkaJs();
    const kafka = new Kafka({ clientId, brokers: [...brokers], logLevel: logLevel.WARN, retry: { retries: 5 } });
    const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    const admin = kafka.admin();
    await producer.connect();
    try {
      await admin.connect();
    } catch (err) {
      await producer.disconnect();
      throw err;
    }
    return new KafkaBus(kafka, producer, admin);
  }

  async publish(topic: string, messages: readonly BusMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.ensureTopic(topic);
    await this.producer.send({
      topic,
      acks: -1,
      messages: messages.map((m) => ({
        key: m.key,
        value: JSON.stringify(m.payload ?? null),
        headers: { 'message-id': m.id, 'message-type': m.type },
      })),
    });
  }

  async subscribe(topic: string, group: string, handler: BusHandler): Promise<BusSubscription> {
    await this.ensureTopic(topic);
    const consumer = this.kafka.consumer({ groupId: group });
    this.consumers.add(consumer);
    const joined = new Promise<void>((resolve) => {
      const stop = consumer.on(consumer.events.GROUP_JOIN, () => {
        stop();
        resolve();
      });
    });
    await consumer.connect();
    // A group new to the topic starts at its beginning: nothing the relay published before the group
    // first joined is missed (the in-process bus keeps nothing; Kafka keeps what its retention keeps).
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({ eachMessage: ({ message }) => handler(decode(message)) });
    await joined;
    return {
      close: async () => {
        this.consumers.delete(consumer);
        await consumer.disconnect();
      },
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((c) => c.disconnect()));
    this.consumers.clear();
    await this.admin.disconnect();
    await this.producer.disconnect();
  }

  /** Creates the topic once per process (createTopics leaves an existing one as it is). */
  private ensureTopic(topic: string): Promise<void> {
    let ready = this.topics.get(topic);
    if (!ready) {
      ready = this.admin.createTopics({ topics: [{ topic, numPartitions: PARTITIONS }], waitForLeaders: true }).then(() => undefined);
      // A failure is tried again by the next publish or subscribe.
      ready.catch(() => this.topics.delete(topic));
      this.topics.set(topic, ready);
    }
    return ready;
  }
}
