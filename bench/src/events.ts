// Rows the cases write: the same event shape as the product's, with a payload of realistic size.
import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '@wb/platform';

export const benchEvent = (n: number): EventToAppend => ({
  type: 'ProjectAccessed',
  data: { projectID: randomUUID(), userID: n % 1000, note: 'bench event with a payload of a typical size' },
  metadata: {
    eventId: randomUUID(),
    causationId: randomUUID(),
    correlationId: randomUUID(),
    userID: 1,
    time: new Date().toISOString(),
    schemaVersion: 1,
  },
});

export const benchEvents = (count: number, from = 0): EventToAppend[] => Array.from({ length: count }, (_, i) => benchEvent(from + i));
