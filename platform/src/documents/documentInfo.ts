import { createHash } from 'node:crypto';
import type { StoredDocumentInfo } from './documentStore';

/** What every adapter records of a document: its size and hash, over the JSON text as given. */
export const documentInfo = (json: string): StoredDocumentInfo => ({
  bytes: Buffer.byteLength(json, 'utf8'),
  hash: createHash('sha256').update(json, 'utf8').digest('hex'),
});

/** Refuses text that is not one JSON value, for an adapter whose store would not (PostgreSQL's json column does). */
export const checkJson = (json: string): void => {
  JSON.parse(json);
};
