import type { AutomationKeyStore, CardBoard, BlobStore, CredentialStore, DocumentStore, EventStore, IdempotencyStore, LearningSite, Logger, SessionStore } from '@wb/platform';

/** What command handlers need; built once by createCommandApi. */
export interface CommandDeps {
  readonly eventStore: EventStore;
  readonly idempotency: IdempotencyStore;
  readonly sessions: SessionStore;
  readonly credentials: CredentialStore;
  /** Hashes of automation access keys (the auth table; events never hold a key). */
  readonly automationKeys: AutomationKeyStore;
  readonly logger: Logger;
  /** Public address of the product, for links handed to people (set-password). */
  readonly publicUrl: string;
  /** Stored files (uploads, image exports). */
  readonly blobs: BlobStore;
  /** Scene documents and the editor library's element trees. */
  readonly documents: DocumentStore;
  /** The card board (Trello), or one that says it is not configured. */
  readonly cardBoard: CardBoard;
  /** The learning site, or one that says it is not configured. */
  readonly learningSite: LearningSite;
}
