// The DocumentStore contract suite against the PostgreSQL adapter, on the server named by DATABASE_URL
// (here 127.0.0.1:5432), in one fresh database dropped afterwards.
import { createTestDatabase } from '../../testing/testDatabase';
import { testDocumentStore } from '../documentStore.contract';
import { PostgresDocumentStore } from './postgresDocumentStore';

jest.setTimeout(120_000);

testDocumentStore('PostgreSQL', async () => {
  const database = await createTestDatabase('wbdocuments');
  const store = new PostgresDocumentStore(database.pool);
  return {
    store,
    teardown: async () => {
      await store.close();
      await database.drop();
    },
  };
});
