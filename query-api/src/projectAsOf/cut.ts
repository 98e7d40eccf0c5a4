// Where a moment cuts the project's events (pure): at a global position, every event at or below it; at
// a date-time, at the last event whose metadata time (when its command was decided, the time the history
// shows) is at or before it, so that every stream is cut at that one position.
import type { AnyRecordedEvent } from '@wb/contracts';

/** The events in global order, cut at the last one at or before `time`; none before the first. */
export const cutAtTime = (events: readonly AnyRecordedEvent[], time: string): AnyRecordedEvent[] => {
  const moment = Date.parse(time);
  let last: bigint | null = null;
  for (const e of events) {
    // A time that does not parse (never written by the product) counts as after every moment.
    if (Date.parse(e.metadata.time) <= moment && (last === null || e.position.globalPosition > last)) last = e.position.globalPosition;
  }
  return last === null ? [] : events.filter((e) => e.position.globalPosition <= (last as bigint));
};
