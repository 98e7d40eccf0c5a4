// The exporter as the gateway wires it, over command-api's own ExportReports: an export requested in
// the event store reaches the exporter through the relay and the Bus, its parts are recorded, rendered
// (by a deterministic renderer) and joined, and its completion is an event on the export's stream. The
// relay is driven here step by step, as the reactor runtime would.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CURRENT_SCHEMA_VERSION, IntegrationTopics, START_POSITION, type AnyRecordedEvent, type EventPosition, type EventType } from '@wb/contracts';
import { createInMemoryEventStore, InProcessBus, LocalBlobStore, relayReactor, silentLogger, type EventStore, type ReactorContext } from '@wb/platform';
import { exportReports } from '@wb/command-api';
import { FakeRenderer, MemoryDocuments, sceneJson } from '../../../exporter/src/service/exporter.testKit';
import { startExporterService, type RunningExporter } from '../../../exporter/src/service/exporterService';

const append = (eventStore: EventStore, streamId: string, type: EventType, data: unknown) =>
  eventStore.appendToStream(
    streamId,
    [{ type, data, metadata: { eventId: randomUUID(), causationId: randomUUID(), correlationId: 'test', userID: 1, time: new Date().toISOString(), schemaVersion: CURRENT_SCHEMA_VERSION[type] } }],
    {
      expectedRevision: 'any',
    },
  );

describe('the exporter over command-api reports, the relay and the in-process Bus', () => {
  let dir: string;
  let eventStore: EventStore;
  let bus: InProcessBus;
  let exporter: RunningExporter;
  let renderer: FakeRenderer;
  let blobs: LocalBlobStore;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wb-export-pipeline-'));
    eventStore = createInMemoryEventStore();
    bus = new InProcessBus();
    blobs = new LocalBlobStore(join(dir, 'blobs'));
    const documents = new MemoryDocuments();
    await documents.create('scenes', 'scene-1/1', sceneJson(25_000));
    renderer = new FakeRenderer();
    exporter = await startExporterService({ bus, blobs, documents, reports: exportReports(eventStore), renderer, logger: silentLogger(), workDir: join(dir, 'work') });
  });

  afterEach(async () => {
    await exporter.stop();
    await bus.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Publishes every integration event after `from` (that `lose` keeps), one at a time, until none is left; answers where it stopped. */
  const relayFrom = async (from: EventPosition, lose: (event: AnyRecordedEvent) => boolean = () => false): Promise<EventPosition> => {
    const relay = relayReactor(bus, IntegrationTopics);
    let at = from;
    for (;;) {
      const events = (await eventStore.readAll({ after: at, limit: 100 })) as AnyRecordedEvent[];
      if (events.length === 0) return at;
      for (const event of events) {
        if (relay.eventTypes.includes(event.type) && !lose(event)) await relay.react(event, { eventId: event.metadata.eventId } as ReactorContext);
        at = event.position;
      }
    }
  };

  const requested = (sceneExportID: string, attempt: number) => ({
    sceneExportID,
    sceneID: 'scene-1',
    projectID: 'p1',
    userID: 1,
    notify: true,
    documentKey: 'scene-1/1',
    width: 1920,
    height: 1080,
    durationMs: 25_000,
    name: 'Cells',
    attempt,
  });
  const requestExport = async (sceneExportID: string) => {
    const streamId = `sceneexport-${sceneExportID}`;
    await append(eventStore, streamId, 'SceneExportAdded', { sceneExportID, sceneID: 'scene-1', projectID: 'p1', sceneName: 'Cells', userID: 1, createdOn: new Date().toISOString() });
    await append(eventStore, streamId, 'SceneExportRequested', requested(sceneExportID, 1));
    return streamId;
  };

  it('records the parts, renders them, and completes the export once with its stored MP4, also when every event is relayed again', async () => {
    const sceneExportID = randomUUID();
    const streamId = await requestExport(sceneExportID);
    await relayFrom(START_POSITION);

    const types = async () => (await eventStore.readStream(streamId)).map((e) => e.type);
    expect(await types()).toEqual(['SceneExportAdded', 'SceneExportRequested', 'SceneExportCompleted']);
    const parts = await Promise.all([0, 1, 2].map((index) => eventStore.readStream(`exportchunk-${sceneExportID}-${index}`)));
    expect(parts.map((events) => events.map((e) => e.type))).toEqual([0, 1, 2].map(() => ['ExportChunkRequested', 'ExportChunkRendered']));
    const completed = (await eventStore.readStream(streamId)).at(-1)?.data as { blobKey: string; url: string; frames: number; size: number };
    expect(completed).toMatchObject({ frames: 750, url: `/api/v1/blobs/${completed.blobKey}` });
    expect((await blobs.head(completed.blobKey))?.size).toBe(completed.size);
    expect(await blobs.list('export-parts/')).toEqual([]);

    // The Bus delivering everything a second time (a relay replaying): nothing new, nothing rendered again.
    await relayFrom(START_POSITION);
    expect(await types()).toEqual(['SceneExportAdded', 'SceneExportRequested', 'SceneExportCompleted']);
    expect(renderer.rendered).toHaveLength(3);
    expect((await blobs.list('')).map((b) => b.key)).toEqual([completed.blobKey]);
  });

  it('takes a stuck export up again on a new attempt (Launch exporter), rendering only the parts not stored yet', async () => {
    const sceneExportID = randomUUID();
    const streamId = await requestExport(sceneExportID);
    // The parts after the first never reach a worker (one was killed, its messages lost).
    const lost = (event: AnyRecordedEvent) => event.type === 'ExportChunkRequested' && !event.streamId.endsWith('-0');
    const at = await relayFrom(START_POSITION, lost);
    expect(renderer.rendered).toEqual([{ startFrame: 0, endFrame: 300 }]);
    expect((await eventStore.readStream(streamId)).map((e) => e.type)).toEqual(['SceneExportAdded', 'SceneExportRequested']);

    await append(eventStore, streamId, 'SceneExportRequested', requested(sceneExportID, 2));
    await relayFrom(at);
    expect((await eventStore.readStream(streamId)).map((e) => e.type)).toEqual(['SceneExportAdded', 'SceneExportRequested', 'SceneExportRequested', 'SceneExportCompleted']);
    expect(renderer.rendered.map((r) => r.startFrame)).toEqual([0, 300, 600]);
    expect((await blobs.list('')).length).toBe(1);
  });
});
