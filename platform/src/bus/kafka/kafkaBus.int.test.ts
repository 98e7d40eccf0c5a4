// The Bus contract suite against Kafka: the broker named by KAFKA_BROKERS (e.g. localhost:9092). Where
// none answers the run is reported as skipped, with the reason in its title, never as a silent pass.
import { testBus } from '../bus.contract';
import { kafkaBrokerAnswers } from './brokerAnswers';
import { KafkaBus } from './kafkaBus';

jest.setTimeout(120_000);

const broker = kafkaBrokerAnswers();

if (broker.answers) {
  testBus('Kafka (KAFKA_BROKERS)', async () => {
    const bus = await KafkaBus.connect(broker.brokers, `wb-contract-${process.pid}`);
    // A consumer group takes seconds to join and be given its partitions.
    return { bus, deliveryTimeoutMs: 60_000, teardown: () => bus.close() };
  });
} else {
  console.warn(broker.reason);
  it.skip(broker.reason, () => undefined);
}
