import type { Pool } from 'pg';
import { createCredentialTables, postgresCredentialStore, type CredentialStore } from './credentialStore';
import { createSessionTable, postgresSessionStore, type SessionStore, type SessionStoreOptions } from './sessionStore';

export interface AuthStores {
  readonly sessions: SessionStore;
  readonly credentials: CredentialStore;
}

/** Creates the auth_* tables (idempotently) and the stores over them. */
export const createAuthStores = async (pool: Pool, sessionOptions: SessionStoreOptions = {}): Promise<AuthStores> => {
  await createSessionTable(pool);
  await createCredentialTables(pool);
  return { sessions: postgresSessionStore(pool, sessionOptions), credentials: postgresCredentialStore(pool) };
};
