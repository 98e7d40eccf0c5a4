// The exports still rendering, for /admin/launchExporter: found from the export events in the store
// (filtered by type where the store can), since the write side reads no read model. An admin's rare
// click, so one pass over those events is fine; the states are then loaded and decided one by one.
import { START_POSITION, type EventPosition, type ExportKind, type RecordedEvent } from '@wb/contracts';
import type { EventStore } from '@wb/platform';

const PAGE = 1000;
/**
 * How long the scan waits for events committed but not yet readable: the store reads only below the
 * oldest transaction still open on the server, so an export requested a moment before the click can be
 * held back by someone else's open transaction, and the click would miss it.
 */
const HELD_BACK_WAIT_MS = 3_000;
const HELD_BACK_POLL_MS = 50;
const STARTED = new Set(['SceneExportRequested', 'ReviewFileExportRequested']);
const ENDED = new Set(['SceneExportCompleted', 'SceneExportFailed', 'ReviewFileExportCompleted', 'ReviewFileExportFailed']);
const TYPES = [...STARTED, ...ENDED];

const page = async (eventStore: EventStore, after: EventPosition): Promise<{ events: RecordedEvent[]; through: EventPosition }> => {
  if (eventStore.readAllOfTypes) return eventStore.readAllOfTypes({ after, limit: PAGE, types: TYPES });
  const events = await eventStore.readAll({ after, limit: PAGE });
  return { events: events.filter((e) => TYPES.includes(e.type)), through: events.at(-1)?.position ?? after };
};

const exportOf = (event: RecordedEvent): { kind: ExportKind; id: string } | null => {
  const data = event.data as { sceneExportID?: unknown; fileExportID?: unknown };
  if (typeof data.sceneExportID === 'string') return { kind: 'scene', id: data.sceneExportID };
  if (typeof data.fileExportID === 'string') return { kind: 'file', id: data.fileExportID };
  return null;
};

export const exportsInProgress = async (eventStore: EventStore): Promise<{ kind: ExportKind; id: string }[]> => {
  const open = new Map<string, { kind: ExportKind; id: string }>();
  /** Set when the scan first catches up: a long scan of the log must not use up the wait. */
  let deadline: number | null = null;
  for (let after = START_POSITION; ;) {
    const { events, through } = await page(eventStore, after);
    for (const event of events) {
      const ref = exportOf(event);
      if (ref === null) continue;
      if (STARTED.has(event.type)) open.set(`${ref.kind}|${ref.id}`, ref);
      else open.delete(`${ref.kind}|${ref.id}`);
    }
    if (through.globalPosition === after.globalPosition && through.transactionId === after.transactionId) {
      // Caught up with what is readable; events committed after it but held back are waited for, briefly.
      deadline ??= Date.now() + HELD_BACK_WAIT_MS;
      if (Date.now() >= deadline || !(await eventStore.hasEventsAfter?.(after))) break;
      await new Promise((resolve) => setTimeout(resolve, HELD_BACK_POLL_MS));
      continue;
    }
    after = through;
  }
  return [...open.values()];
};
