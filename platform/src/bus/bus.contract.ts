// The one contract suite of the Bus port; every adapter's test file runs it:
//   testBus('In-process', async () => ({ bus, deliveryTimeoutMs, teardown }))
// It holds what a consumer may rely on whatever the adapter: each group gets every message, one
// subscriber of a group gets each, a key's messages in order, and a failed handling delivered again.
import type { Bus } from './bus';
import { collector, message, uniqueTopic, waitUntil, type BusHarness } from './bus.contractKit';

export type { BusHarness } from './bus.contractKit';

export const testBus = (name: string, factory: () => Promise<BusHarness>): void => {
  describe(`${name} bus`, () => {
    let harness: BusHarness;
    let bus: Bus;
    beforeAll(async () => {
      harness = await factory();
      bus = harness.bus;
    });
    afterAll(async () => {
      await harness.teardown();
    });

    it('delivers a published message with its id, key, type and payload as they were', async () => {
      const topic = uniqueTopic();
      const got = collector();
      const subscription = await bus.subscribe(topic, 'exporter', got.handler);
      const payload = { name: 'He said "hi", {then} left\\ \u00e9 \ud83c\udfac', nothing: null, list: ['a,b', 1.5, true], nested: { deeper: { n: 2 } } };
      const sent = message('project-1', 0, payload);
      await bus.publish(topic, [sent]);
      await got.waitFor(1, harness.deliveryTimeoutMs);
      expect(got.received).toEqual([sent]);
      await subscription.close();
    });

    it('gives every group every message, and each message to one subscriber of a group', async () => {
      const topic = uniqueTopic();
      const [exporterA, exporterB, mailer] = [collector(), collector(), collector()];
      const subscriptions = [
        await bus.subscribe(topic, 'exporter', exporterA.handler),
        await bus.subscribe(topic, 'exporter', exporterB.handler),
        await bus.subscribe(topic, 'mailer', mailer.handler),
      ];
      const sent = Array.from({ length: 12 }, (_, n) => message(`project-${n % 6}`, n));
      await bus.publish(topic, sent);
      await mailer.waitFor(sent.length, harness.deliveryTimeoutMs);
      await waitUntil('the exporters received them all', () => exporterA.received.length + exporterB.received.length >= sent.length, harness.deliveryTimeoutMs);
      const ids = (received: readonly { id: string }[]) => received.map((m) => m.id).sort();
      expect(ids(mailer.received)).toEqual(ids(sent));
      expect(ids([...exporterA.received, ...exporterB.received])).toEqual(ids(sent));
      for (const s of subscriptions) await s.close();
    });

    it('delivers the messages of one key in the order they were published', async () => {
      const topic = uniqueTopic();
      const got = collector();
      const subscription = await bus.subscribe(topic, 'exporter', got.handler);
      const sent = Array.from({ length: 20 }, (_, n) => message('scene-1', n));
      await bus.publish(topic, sent.slice(0, 10));
      await bus.publish(topic, sent.slice(10));
      await got.waitFor(sent.length, harness.deliveryTimeoutMs);
      expect(got.received.map((m) => m.id)).toEqual(sent.map((m) => m.id));
      await subscription.close();
    });

    it('delivers a message again when its handling failed, and the later ones of its key after it', async () => {
      const topic = uniqueTopic();
      let failures = 0;
      const sent = [message('scene-2', 0), message('scene-2', 1)];
      const got = collector((m) => {
        if (m.id === sent[0]?.id && failures < 1) {
          failures += 1;
          throw new Error('the renderer is busy');
        }
      });
      const subscription = await bus.subscribe(topic, 'exporter', got.handler);
      await bus.publish(topic, sent).catch(() => undefined);
      await got.waitFor(sent.length, harness.deliveryTimeoutMs);
      expect(failures).toBe(1);
      expect(got.received.map((m) => m.id)).toEqual(sent.map((m) => m.id));
      await subscription.close();
    });

    it('delivers nothing of another topic, nor to a closed subscription', async () => {
      const [topic, other] = [uniqueTopic(), uniqueTopic()];
      const [closed, elsewhere, open] = [collector(), collector(), collector()];
      const closing = await bus.subscribe(topic, 'mailer', closed.handler);
      await closing.close();
      const subscriptions = [await bus.subscribe(other, 'exporter', elsewhere.handler), await bus.subscribe(topic, 'exporter', open.handler)];
      await bus.publish(topic, [message('project-3', 0)]);
      await open.waitFor(1, harness.deliveryTimeoutMs);
      expect(closed.received).toEqual([]);
      expect(elsewhere.received).toEqual([]);
      for (const s of subscriptions) await s.close();
    });
  });
};
