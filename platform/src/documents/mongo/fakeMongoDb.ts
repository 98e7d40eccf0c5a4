// An in-memory stand-in for the few MongoDB calls the document store makes, for its tests on a
// machine without a MongoDB server. It keeps what the adapter's correctness rests on: _id is unique
// (a second insert fails with code 11000, as the server answers), a document over 16 MiB of BSON is
// refused (as the server refuses it), documents are copied through BSON both ways, and every call
// yields to the event loop, so concurrent calls interleave. It is not MongoDB: the suite against a
// real server (mongoDocumentStore.int.test.ts) runs wherever one is reachable.
import { BSON, type Db, type Document } from 'mongodb';

const MAX_BSON_BYTES = 16 * 1024 * 1024;

interface IdFilter {
  readonly _id: string | { readonly $in: readonly string[] };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

const stored = (doc: Document): Document => {
  if (BSON.calculateObjectSize(doc) > MAX_BSON_BYTES) {
    throw Object.assign(new Error(`BSONObjectTooLarge: object to insert too large (over ${MAX_BSON_BYTES} bytes)`), { code: 10334 });
  }
  return BSON.deserialize(BSON.serialize(doc));
};

class FakeCollection {
  private readonly docs = new Map<string, Document>();

  private matches(filter: IdFilter): string[] {
    const ids = typeof filter._id === 'string' ? [filter._id] : filter._id.$in;
    return ids.filter((id) => this.docs.has(id));
  }

  private take(id: string): Document | null {
    const doc = this.docs.get(id);
    return doc ? BSON.deserialize(BSON.serialize(doc)) : null;
  }

  async insertOne(doc: Document & { _id: string }): Promise<{ acknowledged: true }> {
    await tick();
    const copy = stored(doc);
    if (this.docs.has(doc._id)) {
      throw Object.assign(new Error(`E11000 duplicate key error dup key: { _id: ${JSON.stringify(doc._id)} }`), { code: 11000 });
    }
    this.docs.set(doc._id, copy);
    return { acknowledged: true };
  }

  async insertMany(docs: readonly (Document & { _id: string })[]): Promise<{ acknowledged: true }> {
    for (const doc of docs) await this.insertOne(doc);
    return { acknowledged: true };
  }

  async findOne(filter: IdFilter): Promise<Document | null> {
    await tick();
    const [id] = this.matches(filter);
    return id === undefined ? null : this.take(id);
  }

  find(filter: IdFilter): { toArray(): Promise<Document[]> } {
    return {
      toArray: async () => {
        await tick();
        return this.matches(filter).flatMap((id) => this.take(id) ?? []);
      },
    };
  }

  async findOneAndReplace(filter: { _id: string }, replacement: Document, options: { upsert?: boolean }): Promise<Document | null> {
    await tick();
    const before = this.take(filter._id);
    if (before || options.upsert) this.docs.set(filter._id, stored({ _id: filter._id, ...replacement }));
    return before;
  }

  async findOneAndDelete(filter: { _id: string }): Promise<Document | null> {
    await tick();
    const before = this.take(filter._id);
    this.docs.delete(filter._id);
    return before;
  }

  async deleteMany(filter: IdFilter): Promise<{ deletedCount: number }> {
    await tick();
    const ids = this.matches(filter);
    for (const id of ids) this.docs.delete(id);
    return { deletedCount: ids.length };
  }

  count(): number {
    return this.docs.size;
  }
}

export interface FakeMongoDb {
  readonly db: Db;
  /** Documents in a collection, to check that no parts are left behind. */
  count(name: string): number;
}

export const fakeMongoDb = (): FakeMongoDb => {
  const collections = new Map<string, FakeCollection>();
  const collection = (name: string): FakeCollection => {
    const found = collections.get(name) ?? new FakeCollection();
    collections.set(name, found);
    return found;
  };
  return { db: { collection } as unknown as Db, count: (name) => collections.get(name)?.count() ?? 0 };
};
