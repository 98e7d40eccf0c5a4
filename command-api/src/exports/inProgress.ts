// The exports still rendering, for /admin/launchExporter: found from the export events in the store
// (filtered by type where the store can), since the write side reads no read model. The process keeps
// what it found and where it stopped, so a click reads only the export events since the last one; the
// states are then loaded and decided one by one, so a stale entry is harmless.
import { START_POSITION, type EventPosition, type ExportKind, type RecordedEvent } from '@wb/contracts';
import type { EventStore } from '@wb/platform';

const PAGE = 1000;
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

interface Scan {
  readonly open: Map<string, { kind: ExportKind; id: string }>;
  after: EventPosition;
}

/** Per store: the exports open at `after`, and a chain so two clicks never scan at once. */
const scans = new WeakMap<EventStore, { scan: Scan; running: Promise<unknown> }>();

const scanFrom = async (eventStore: EventStore, scan: Scan): Promise<void> => {
  for (;;) {
    const { events, through } = await page(eventStore, scan.after);
    for (const event of events) {
      const ref = exportOf(event);
      if (ref === null) continue;
      if (STARTED.has(event.type)) scan.open.set(`${ref.kind}|${ref.id}`, ref);
      else scan.open.delete(`${ref.kind}|${ref.id}`);
    }
    if (through.globalPosition === scan.after.globalPosition && through.transactionId === scan.after.transactionId) return;
    scan.after = through;
  }
};

export const exportsInProgress = async (eventStore: EventStore): Promise<{ kind: ExportKind; id: string }[]> => {
  const held = scans.get(eventStore) ?? { scan: { open: new Map(), after: START_POSITION }, running: Promise.resolve() };
  scans.set(eventStore, held);
  const { scan } = held;
  const done = held.running.catch(() => undefined).then(() => scanFrom(eventStore, scan));
  held.running = done;
  await done;
  return [...scan.open.values()];
};
