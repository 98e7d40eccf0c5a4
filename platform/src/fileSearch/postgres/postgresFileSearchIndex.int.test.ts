// The FileSearchIndex contract suite against the PostgreSQL adapter, on the server named by
// DATABASE_URL (here 127.0.0.1:5432): each test its own tables in one fresh database.
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { testFileSearchIndex } from '../fileSearchIndex.contract';
import { PostgresFileSearchIndex } from './postgresFileSearchIndex';

jest.setTimeout(120_000);

testFileSearchIndex('PostgreSQL', async () => {
  const database: TestDatabase = await createTestDatabase('wbfilesearch');
  let n = 0;
  return {
    fresh: async () => new PostgresFileSearchIndex(database.pool, { prefix: `fs${(n += 1)}` }),
    teardown: () => database.drop(),
  };
});
