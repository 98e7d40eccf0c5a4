// The contract suite against EventStoreDB: the server named by EVENTSTORE_URL (e.g.
// esdb://localhost:2113?tls=false), else one started with testcontainers when a Docker engine answers.
// Without either the suite is reported as skipped, with the reason, never as a silent pass.
import { externalServer } from '../../testing/externalServer';
import { testEventStore } from '../eventStore.contract';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';

jest.setTimeout(180_000);

const server = externalServer({
  name: 'EventStoreDB adapter',
  urlVariable: 'EVENTSTORE_URL',
  // The image docker-compose.yml runs.
  image: 'eventstore/eventstore:24.10',
  port: 2113,
  environment: { EVENTSTORE_CLUSTER_SIZE: '1', EVENTSTORE_RUN_PROJECTIONS: 'None', EVENTSTORE_INSECURE: 'true' },
  url: (host, port) => `esdb://${host}:${port}?tls=false`,
  readyPath: '/health/live',
});

if (server.available) {
  testEventStore(`EventStoreDB (${server.source === 'url' ? 'EVENTSTORE_URL' : 'testcontainers'})`, async () => {
    const store = await EventStoreDbEventStore.connect(await server.start());
    return {
      store,
      teardown: async () => {
        await store.close();
        await server.stop();
      },
    };
  });
} else {
  console.warn(server.reason);
  it.skip(server.reason, () => undefined);
}
