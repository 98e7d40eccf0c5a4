// The DocumentStore contract suite against MongoDB: the server named by MONGODB_URL, else one started
// with testcontainers when a Docker engine answers. Without either the suite is reported as skipped,
// with the reason, never as a silent pass. Each run works in a database of its own, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { externalServer } from '../../testing/externalServer';
import { documentInfo } from '../documentInfo';
import { sceneOfBytes, testDocumentStore } from '../documentStore.contract';
import { MongoDocumentStore } from './mongoDocumentStore';

jest.setTimeout(180_000);

const server = externalServer({
  name: 'MongoDB document store adapter',
  urlVariable: 'MONGODB_URL',
  // The image docker-compose.yml runs.
  image: 'mongo:7',
  port: 27017,
  url: (host, port) => `mongodb://${host}:${port}/`,
});

if (server.available) {
  const source = server.source === 'url' ? 'MONGODB_URL' : 'testcontainers';
  const database = `wbtest_${randomBytes(6).toString('hex')}`;
  const dropDatabase = async () => {
    const client = new MongoClient(await server.start(), { serverSelectionTimeoutMS: 10_000 });
    try {
      await client.db(database).dropDatabase();
    } finally {
      await client.close();
    }
  };

  testDocumentStore(`MongoDB (${source})`, async () => {
    const store = await MongoDocumentStore.connect(await server.start(), { database, appName: 'wb-tests' });
    return {
      store,
      teardown: async () => {
        await store.close();
      },
    };
  });

  describe(`MongoDB (${source}) document store with the largest scene`, () => {
    afterAll(async () => {
      await dropDatabase();
      await server.stop();
    });

    it('stores a 16 MiB scene (maxDocumentBytes), more than one BSON document holds, and gives it back exactly', async () => {
      const store = await MongoDocumentStore.connect(await server.start(), { database });
      try {
        const json = sceneOfBytes(16 * 1024 * 1024);
        expect(await store.create('scenes', 'p/s/v1', json)).toEqual({ ...documentInfo(json), created: true });
        const got = await store.get('scenes', 'p/s/v1');
        expect(got === null ? null : documentInfo(got)).toEqual(documentInfo(json));
      } finally {
        await store.close();
      }
    });
  });
} else {
  console.warn(server.reason);
  it.skip(server.reason, () => undefined);
}
