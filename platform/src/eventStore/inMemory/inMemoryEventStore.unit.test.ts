import { testEventStore } from '../eventStore.contract';
import { testReadAsOf } from '../eventStore.asOf.contract';
import { createInMemoryEventStore } from './inMemoryEventStore';

testEventStore('In-memory', async () => {
  const store = createInMemoryEventStore();
  return {
    store,
    async holdAppendOpen(streamId, events, options) {
      const open = store.openAppend(streamId, events, options);
      return { commit: async () => open.commit() };
    },
    teardown: () => store.close(),
  };
});

testReadAsOf('In-memory', async () => {
  const store = createInMemoryEventStore();
  return { store, teardown: () => store.close() };
});
