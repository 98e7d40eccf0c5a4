// The DocumentStore port (DESIGN.md section 3): JSON documents kept by collection and key (scene
// documents, one per saved version; the editor library's element trees). PostgreSQL in the embedded
// mode, MongoDB in the distributed one; both keep the JSON text as given (docs/decisions/scenes-docstore.md).
// One contract suite (documentStore.contract.ts) says what every adapter does. A versioned document
// is written once and never replaced: `create` refuses a key already taken, so two saves of one
// version cannot overwrite each other.

export interface StoredDocumentInfo {
  /** Bytes of the JSON text as given (UTF-8). */
  readonly bytes: number;
  /** sha256 of the JSON text as given, hex: the content hash recorded in events. */
  readonly hash: string;
}

export interface DocumentStore {
  /** Stores the JSON text under collection/key; `created: false` (and nothing changes) when the key is taken. */
  create(collection: string, key: string, json: string): Promise<StoredDocumentInfo & { created: boolean }>;
  /** Stores the JSON text under collection/key, replacing any document there. */
  put(collection: string, key: string, json: string): Promise<StoredDocumentInfo>;
  /** The document as JSON text (the store's own formatting; the same value), or null. */
  get(collection: string, key: string): Promise<string | null>;
  /** Several documents of one collection, by key; missing keys are left out. */
  getMany(collection: string, keys: readonly string[]): Promise<Map<string, string>>;
  /** Removes the document; nothing happens when there is none. */
  delete(collection: string, key: string): Promise<void>;
  close(): Promise<void>;
}

/** Collections and keys are made by the server; adapters still refuse anything else. */
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const KEY = /^[A-Za-z0-9_./-]{1,512}$/;

export const checkDocumentAddress = (collection: string, key: string): void => {
  if (!NAME.test(collection)) throw new Error(`not a document collection name: ${JSON.stringify(collection)}`);
  if (!KEY.test(key) || key.includes('..')) throw new Error(`not a document key: ${JSON.stringify(key)}`);
};
