import { CURRENT_SCHEMA_VERSION, upcast } from '@wb/contracts';
import { bigintTypes, tupleToRecordedEvent, type EventTuple } from './rows';

const metadata = { eventId: 'e-1', causationId: 'c-1', correlationId: 'r-1', userID: 1, time: '2024-05-01T10:00:00.000Z', schemaVersion: 1 };
const tuple = (globalPosition: string, transactionId: string, type = 'ProjectAccessed', schemaVersion = 1, data: unknown = { n: 1 }): EventTuple => [
  globalPosition,
  transactionId,
  'project-1',
  '7',
  type,
  schemaVersion,
  data,
  metadata,
];

describe('event rows', () => {
  it('reads positions exactly on both sides of 2^53 and of the 15-digit shortcut', () => {
    for (const text of ['1', '999999999999999', '1000000000000000', '9007199254740993', '9223372036854775807']) {
      const event = tupleToRecordedEvent(tuple(text, text));
      expect(event.position).toEqual({ transactionId: BigInt(text), globalPosition: BigInt(text) });
      const parse = bigintTypes.getTypeParser(20, 'text') as (value: string) => bigint;
      expect(parse(text)).toBe(BigInt(text));
    }
  });

  it('maps the columns to the event, the revision as a number', () => {
    expect(tupleToRecordedEvent(tuple('5', '900'))).toEqual({
      type: 'ProjectAccessed',
      data: { n: 1 },
      streamId: 'project-1',
      revision: 7,
      metadata,
      position: { transactionId: 900n, globalPosition: 5n },
    });
  });

  it('upcasts an event stored at an older schema version, and leaves one at the current version as stored', () => {
    const current = CURRENT_SCHEMA_VERSION.SceneCommentAdded;
    expect(current).toBeGreaterThan(1);
    const stored = { sceneID: 's-1', commentID: 'c-1', text: 'hello' };
    expect(tupleToRecordedEvent(tuple('1', '1', 'SceneCommentAdded', 1, stored)).data).toEqual(upcast('SceneCommentAdded', 1, stored));
    expect(upcast('SceneCommentAdded', 1, stored)).not.toEqual(stored);
    const atCurrent = { already: 'current' };
    expect(tupleToRecordedEvent(tuple('1', '1', 'SceneCommentAdded', current, atCurrent)).data).toBe(atCurrent);
    const unknownType = { any: 'thing' };
    expect(tupleToRecordedEvent(tuple('1', '1', 'NoSuchEvent', 1, unknownType)).data).toBe(unknownType);
  });
});
