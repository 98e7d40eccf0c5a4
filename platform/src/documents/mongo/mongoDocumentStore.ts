// DocumentStore on MongoDB (the distributed mode, MONGODB_URL). Choices, and why
// (docs/decisions/scenes-docstore.md):
// - One MongoDB collection per document collection, `documents.<collection>`, the key as `_id`: _id's
//   index is unique, so `create` is one insertOne that either wins or fails with a duplicate key, and
//   getMany is one `$in` on that index. Collection names are made by the server (a few, fixed).
// - The JSON text is stored as given, as a string, not as a parsed value: BSON refuses or changes
//   what JSON allows (field names starting with $ or holding '.', `__proto__`, trees deeper than 100
//   levels), and escaping keys would need unescaping on every read. `get` gives back the very text
//   whose hash was recorded. Nothing queries inside documents.
// - A BSON document is at most 16 MiB, and a scene save may be 16 MiB of JSON (maxDocumentBytes): a
//   text longer than PART_BYTES is cut, at UTF-8 character boundaries, into parts. The head keeps the
//   first part and names the rest, stored first under a fresh version id in `documents.<collection>.parts`;
//   the head written last makes the version visible in one step, and a replaced version's parts are
//   removed after. A reader that finds a version's parts gone (replaced meanwhile) reads the head again.
//   A process dying between the parts and the head leaves parts no head names: unseen, never a loss.
import { randomUUID } from 'node:crypto';
import type * as Mongo from 'mongodb';
import type { Collection, Db } from 'mongodb';
import { lazyModule } from '../../modules/lazyModule';
import { checkDocumentAddress, type DocumentStore, type StoredDocumentInfo } from '../documentStore';
import { checkJson, documentInfo } from '../documentInfo';

/** Bytes of JSON text kept in one BSON document: half the 16 MiB limit, leaving room for the fields. */
// Loaded when a MongoDB store is made (modules/lazyModule.ts says why).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mongo = lazyModule((): typeof Mongo => require('mongodb'));

export const PART_BYTES = 8 * 1024 * 1024;
/** A reader racing writers of one key reads its head again this many times before it gives up. */
const READ_ATTEMPTS = 5;

interface Head extends StoredDocumentInfo {
  readonly _id: string;
  /** The whole text, or its first part. */
  readonly text: string;
  /** How many parts follow the first, in the parts collection. */
  readonly parts: number;
  readonly version: string;
  readonly storedAt: Date;
}

interface Part {
  readonly _id: string;
  readonly text: string;
}

export interface MongoDocumentStoreOptions {
  /** Bytes of text per BSON document; tests lower it to cut small documents into parts. */
  readonly partBytes?: number;
  /** Closes what the store was opened on (the client), when the store is closed. */
  readonly close?: () => Promise<void>;
}

export interface MongoConnectOptions {
  /** The database; by default the one the URL names (`mongodb://host/workspace`). */
  readonly database?: string;
  /** Named in the server's logs and currentOp, as the PostgreSQL pools' application_name. */
  readonly appName?: string;
  /** How long finding and connecting to the server may take; 10 s unless given. */
  readonly timeoutMs?: number;
}

/** The text cut into parts of at most `partBytes` bytes, never inside a character. */
export const splitText = (json: string, partBytes: number): string[] => {
  const bytes = Buffer.from(json, 'utf8');
  if (bytes.length <= partBytes) return [json];
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + partBytes, bytes.length);
    // A UTF-8 continuation byte (10xxxxxx) is inside a character: cut before that character.
    while (end < bytes.length && end > start + 1 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.toString('utf8', start, end));
    start = end;
  }
  return parts;
};

const partId = (version: string, index: number): string => `${version}.${index + 1}`;
const partIds = (head: Pick<Head, 'version' | 'parts'>): string[] => Array.from({ length: head.parts }, (_, i) => partId(head.version, i));

const isDuplicateKey = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === 11000;

/** The URL without its password, for messages. */
const shown = (url: string): string => url.replace(/\/\/[^@/]*@/, '//***@');

export class MongoDocumentStore implements DocumentStore {
  private readonly partBytes: number;

  constructor(
    private readonly db: Db,
    private readonly options: MongoDocumentStoreOptions = {},
  ) {
    this.partBytes = options.partBytes ?? PART_BYTES;
  }

  /** Connects to the server of `url` and checks that it answers, so a wrong URL stops the start. */
  static async connect(url: string, options: MongoConnectOptions = {}): Promise<MongoDocumentStore> {
    const client = new (mongo().MongoClient)(url, {
      ...(options.appName ? { appName: options.appName } : {}),
      // A server that is not there fails the start (or a call) in seconds, not after the default 30 s.
      serverSelectionTimeoutMS: options.timeoutMs ?? 10_000,
      connectTimeoutMS: options.timeoutMs ?? 10_000,
      // A 16 MiB save on a slow link still has time; a dead socket does not hang a call for ever.
      socketTimeoutMS: 120_000,
      maxPoolSize: 20,
      maxIdleTimeMS: 60_000,
      // A save is answered once it is journaled on a majority: a scene acknowledged is not lost.
      writeConcern: { w: 'majority', journal: true },
    });
    try {
      await client.connect();
      const db = client.db(options.database);
      await db.command({ ping: 1 });
      return new MongoDocumentStore(db, { close: () => client.close() });
    } catch (err) {
      await client.close().catch(() => undefined);
      throw new Error(`MongoDB at ${shown(url)} does not answer: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  }

  private heads(collection: string): Collection<Head> {
    return this.db.collection<Head>(`documents.${collection}`);
  }

  private parts(collection: string): Collection<Part> {
    return this.db.collection<Part>(`documents.${collection}.parts`);
  }

  /** Stores the parts after the first under a fresh version; the head to write names them. */
  private async prepare(collection: string, key: string, json: string): Promise<Head> {
    checkDocumentAddress(collection, key);
    checkJson(json);
    const [first = '', ...rest] = splitText(json, this.partBytes);
    const version = randomUUID();
    const head: Head = { _id: key, text: first, parts: rest.length, version, ...documentInfo(json), storedAt: new Date() };
    if (rest.length > 0)
      await this.parts(collection).insertMany(
        rest.map((text, i) => ({ _id: partId(version, i), text })),
        { ordered: true },
      );
    return head;
  }

  private async dropParts(collection: string, head: Pick<Head, 'version' | 'parts'>): Promise<void> {
    if (head.parts > 0) await this.parts(collection).deleteMany({ _id: { $in: partIds(head) } });
  }

  async create(collection: string, key: string, json: string): Promise<StoredDocumentInfo & { created: boolean }> {
    const head = await this.prepare(collection, key, json);
    const info = { bytes: head.bytes, hash: head.hash };
    try {
      await this.heads(collection).insertOne(head);
      return { ...info, created: true };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // Only a duplicate key says for sure that this head was not written; after any other error it
      // may have been, and its parts are kept.
      await this.dropParts(collection, head);
      return { ...info, created: false };
    }
  }

  async put(collection: string, key: string, json: string): Promise<StoredDocumentInfo> {
    const head = await this.prepare(collection, key, json);
    const { _id, ...replacement } = head;
    const replace = () => this.heads(collection).findOneAndReplace({ _id }, replacement, { upsert: true, returnDocument: 'before' });
    // Two upserts of a missing key may race to insert it; the loser tries again and replaces. After
    // any other error the head may or may not have been written: its parts are kept either way.
    const before = await replace().catch((err: unknown) => {
      if (isDuplicateKey(err)) return replace();
      throw err;
    });
    if (before) await this.dropParts(collection, before);
    return { bytes: head.bytes, hash: head.hash };
  }

  /** The text a head names, or null when its parts were removed meanwhile (the key was written again). */
  private async assemble(collection: string, head: Head): Promise<string | null> {
    if (head.parts === 0) return head.text;
    const ids = partIds(head);
    const found = new Map(
      (
        await this.parts(collection)
          .find({ _id: { $in: ids } })
          .toArray()
      ).map((part) => [part._id, part.text]),
    );
    const rest = ids.map((id) => found.get(id));
    if (rest.some((text) => text === undefined)) return null;
    return [head.text, ...rest].join('');
  }

  async get(collection: string, key: string): Promise<string | null> {
    checkDocumentAddress(collection, key);
    for (let attempt = 0; attempt < READ_ATTEMPTS; attempt += 1) {
      const head = await this.heads(collection).findOne({ _id: key });
      if (!head) return null;
      const text = await this.assemble(collection, head);
      if (text !== null) return text;
    }
    throw new Error(`the document ${collection}/${key} was replaced ${READ_ATTEMPTS} times while it was read`);
  }

  async getMany(collection: string, keys: readonly string[]): Promise<Map<string, string>> {
    for (const key of keys) checkDocumentAddress(collection, key);
    const found = new Map<string, string>();
    if (keys.length === 0) return found;
    const heads = await this.heads(collection)
      .find({ _id: { $in: [...new Set(keys)] } })
      .toArray();
    for (const head of heads) {
      // A document replaced while this read ran is read again on its own.
      const text = (await this.assemble(collection, head)) ?? (await this.get(collection, head._id));
      if (text !== null) found.set(head._id, text);
    }
    return found;
  }

  async delete(collection: string, key: string): Promise<void> {
    checkDocumentAddress(collection, key);
    const before = await this.heads(collection).findOneAndDelete({ _id: key });
    if (before) await this.dropParts(collection, before);
  }

  async close(): Promise<void> {
    await this.options.close?.();
  }
}
