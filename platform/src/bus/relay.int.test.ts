// The relay feeds the Bus from the event store: each integration event once on its topic, the others
// never; a publish that fails is parked and published again, with the same message id, later.
import { randomUUID } from 'node:crypto';
import { IntegrationTopics } from '@wb/contracts';
import type { EventStore } from '../eventStore/eventStore';
import { PostgresEventStore } from '../eventStore/postgres/postgresEventStore';
import { silentLogger } from '../logging/logger';
import { eventually } from '../reactors/reactor.testKit';
import { startReactors, type ReactorRunner } from '../reactors/runner';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { collector } from './bus.contractKit';
import { InProcessBus } from './inProcess/inProcessBus';
import { relayReactor } from './relay';

const event = (type: string, data: unknown) => ({
  type,
  data,
  metadata: { eventId: randomUUID(), causationId: 'command-1', correlationId: 'request-1', userID: 7, time: '2024-05-01T10:00:00.000Z', schemaVersion: 1 },
});

describe('the relay', () => {
  let db: TestDatabase;
  let store: EventStore;
  let bus: InProcessBus;
  let runner: ReactorRunner | undefined;

  beforeEach(async () => {
    db = await createTestDatabase('wbrelay');
    store = await PostgresEventStore.create(db.pool);
    bus = new InProcessBus({ attempts: 1 });
  });
  afterEach(async () => {
    await runner?.stop();
    await bus.close();
    await store.close();
    await db.drop();
  });

  const start = async () => {
    runner = await startReactors({
      eventStore: store,
      pool: db.pool,
      logger: silentLogger(),
      pollIntervalMs: 20,
      reactors: [relayReactor(bus, IntegrationTopics)],
      retryPolicy: { firstDelayMs: 50, maxDelayMs: 50, maxAttempts: 5 },
    });
    return runner;
  };

  it('publishes each integration event on its topic, keyed by its stream, and nothing else', async () => {
    const projects = collector();
    const scenes = collector();
    await bus.subscribe('projects', 'review', projects.handler);
    await bus.subscribe('scenes', 'exporter', scenes.handler);
    const created = event('ProjectCreated', { projectID: 'p1', name: 'Intro' });
    const accessed = event('ProjectAccessed', { projectID: 'p1' });
    const saved = event('SceneDocumentSaved', { sceneID: 's1', version: 2, key: 'k', hash: 'h' });
    await store.appendToStream('project-p1', [created, accessed], { expectedRevision: 'noStream' });
    const { position } = await store.appendToStream('scene-s1', [saved], { expectedRevision: 'noStream' });

    expect(await (await start()).waitForPosition(position.globalPosition, 10_000)).toBe(true);
    expect(projects.received).toEqual([
      {
        id: created.metadata.eventId,
        key: 'project-p1',
        type: 'ProjectCreated',
        payload: {
          streamId: 'project-p1',
          revision: 0,
          schemaVersion: 1,
          data: { projectID: 'p1', name: 'Intro' },
          time: '2024-05-01T10:00:00.000Z',
          userID: 7,
          correlationId: 'request-1',
          causationId: 'command-1',
        },
      },
    ]);
    expect(scenes.received.map((m) => [m.id, m.key, m.type])).toEqual([[saved.metadata.eventId, 'scene-s1', 'SceneDocumentSaved']]);
  });

  it('parks an event whose publish failed and publishes it again, with the same id, once the consumer is back', async () => {
    let mailerDown = true;
    const review = collector();
    const mailer = collector(() => {
      if (mailerDown) throw new Error('the mail server is down');
    });
    await bus.subscribe('projects', 'review', review.handler);
    await bus.subscribe('projects', 'mailer', mailer.handler);
    const created = event('ProjectCreated', { projectID: 'p2', name: 'Outro' });
    const { position } = await store.appendToStream('project-p2', [created], { expectedRevision: 'noStream' });

    const relay = await start();
    expect(await relay.waitForPosition(position.globalPosition, 10_000)).toBe(true);
    await eventually('the event is parked', () => relay.status()[0]?.parked === 1);
    expect(relay.status()[0]?.lastError).toMatch(/^Group mailer of topic projects failed message .*: the mail server is down$/);
    mailerDown = false;
    await eventually('the retry reached the mailer', () => mailer.received.length === 1);
    expect(mailer.received.map((m) => m.id)).toEqual([created.metadata.eventId]);
    // The group that had it already gets it again, by the same id, to drop.
    expect(review.received.map((m) => m.id)).toEqual([created.metadata.eventId, created.metadata.eventId]);
    await eventually('nothing is parked', () => relay.status()[0]?.parked === 0);
  });
});
