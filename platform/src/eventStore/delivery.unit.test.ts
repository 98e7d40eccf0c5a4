import type { RecordedEvent } from '@wb/contracts';
import { checkDelivery } from './delivery';

const received = (eventId: string, streamId: string, revision: number, globalPosition: number): RecordedEvent => ({
  type: 'ProjectAccessed',
  data: {},
  streamId,
  revision,
  position: { transactionId: BigInt(globalPosition), globalPosition: BigInt(globalPosition) },
  metadata: { eventId, causationId: 'c', correlationId: 'c', userID: null, time: '2026-01-01T00:00:00Z', schemaVersion: 1 },
});

describe('checkDelivery', () => {
  it('counts nothing wrong when every event arrived once, in order', () => {
    expect(checkDelivery(['a', 'b'], [received('a', 's', 0, 1), received('b', 's', 1, 2)])).toEqual({ expected: 2, received: 2, lost: 0, doubled: 0, outOfOrder: 0 });
  });

  it('counts an event never received as lost and a second receipt as doubled', () => {
    const report = checkDelivery(['a', 'b', 'c'], [received('a', 's', 0, 1), received('c', 't', 0, 3), received('c', 't', 0, 3)]);
    expect(report).toEqual(expect.objectContaining({ lost: 1, doubled: 1 }));
  });

  it('counts a receipt behind the previous position, or a stream revision going back, as out of order', () => {
    const report = checkDelivery(['a', 'b'], [received('b', 's', 1, 2), received('a', 's', 0, 1)]);
    expect(report.outOfOrder).toBe(2);
  });

  it('ignores events that were not appended by the check', () => {
    expect(checkDelivery(['a'], [received('x', 's', 0, 1), received('a', 't', 0, 2)])).toEqual({ expected: 1, received: 1, lost: 0, doubled: 0, outOfOrder: 0 });
  });
});
