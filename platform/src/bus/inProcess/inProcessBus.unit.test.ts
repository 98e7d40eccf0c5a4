import { testBus } from '../bus.contract';
import { collector, message, uniqueTopic } from '../bus.contractKit';
import { InProcessBus } from './inProcessBus';

testBus('In-process', async () => {
  const bus = new InProcessBus({ retryDelayMs: 1 });
  return { bus, deliveryTimeoutMs: 2_000, teardown: () => bus.close() };
});

describe('the in-process bus, beyond the contract', () => {
  it('resolves publish only once every group has handled the messages', async () => {
    const bus = new InProcessBus();
    const topic = uniqueTopic();
    const slow = collector(() => new Promise((resolve) => setTimeout(resolve, 30)));
    await bus.subscribe(topic, 'exporter', slow.handler);
    await bus.publish(topic, [message('k', 0), message('k', 1)]);
    expect(slow.received).toHaveLength(2);
    await bus.close();
  });

  it('rejects publish, naming the group, when a handler keeps failing: the publisher sends it again later', async () => {
    const bus = new InProcessBus({ attempts: 2, retryDelayMs: 1 });
    const topic = uniqueTopic();
    await bus.subscribe(topic, 'mailer', async () => {
      throw new Error('no mail server');
    });
    await expect(bus.publish(topic, [message('k', 0)])).rejects.toThrow(`Group mailer of topic ${topic} failed message`);
    await bus.close();
  });

  it('refuses a payload JSON cannot carry, as a broker would', async () => {
    const bus = new InProcessBus();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(bus.publish(uniqueTopic(), [message('k', 0, cyclic)])).rejects.toThrow(/circular/i);
    await bus.close();
  });
});
