// Who may read a stored file. For now every signed-in, active user may read every uploaded file; the
// asset library adds rules here (a visitor reading the files of a public-read kit) by passing more
// BlobReadRules to createQueryApi: a file is readable when any rule allows it.
import type { Access } from '@wb/platform';

export interface BlobReader {
  /** null for a visitor without a session. */
  readonly userID: number | null;
  readonly access: Access | null;
}

export type BlobReadRule = (key: string, reader: BlobReader) => Promise<boolean>;

export const signedInReaders: BlobReadRule = async (_key, reader) => reader.access !== null && !reader.access.deactivated;

export type BlobReadDecision = 'allowed' | 'signIn' | 'refused';

export const decideBlobRead = async (rules: readonly BlobReadRule[], key: string, reader: BlobReader): Promise<BlobReadDecision> => {
  for (const rule of rules) if (await rule(key, reader)) return 'allowed';
  return reader.userID === null ? 'signIn' : 'refused';
};
