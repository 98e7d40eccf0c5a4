// Each folder owns its index; this file only gathers them.
export * from './eventStore';
export * from './projections';
export * from './auth';
export * from './idempotency';
export * from './config';
export * from './sql/sql';
export * from './sql/embeddedPostgres';
export * from './modules/loadEsModule';
export * from './http/apiError';
export * from './http/callRouter';
export * from './http/errorHandler';
export * from './http/inputGuard';
export * from './logging/logger';
export * from './logging/redaction';
export * from './testing/testDatabase';
export * from './search';
export * from './net/freePort';
