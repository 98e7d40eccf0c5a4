// The contract suite against EventStoreDB, named by EVENTSTORE_URL (e.g. esdb://localhost:2113?tls=false).
// Without it the suite is reported as skipped, with the reason, never as a silent pass.
import { testEventStore } from '../eventStore.contract';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';

const url = process.env.EVENTSTORE_URL;

if (url) {
  testEventStore('EventStoreDB', async () => {
    const store = await EventStoreDbEventStore.connect(url);
    return { store, teardown: () => store.close() };
  });
} else {
  const reason = 'EventStoreDB adapter: skipped because EVENTSTORE_URL is not set (no EventStoreDB server to test against)';
  console.warn(reason);
  it.skip(reason, () => undefined);
}
