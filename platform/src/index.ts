// Each folder owns its index; this file only gathers them.
export * from './eventStore';
export * from './projections';
export * from './auth';
export * from './idempotency';
export * from './config';
export * from './sql/sql';
export * from './sql/embeddedPostgres';
export * from './sql/embeddedDatabase';
export { choosePlacement, relocatedHome, STATE_ROOT, type Placement } from './sql/clusterPlacement';
export * from './container';
export * from './modules/loadEsModule';
export * from './http/apiError';
export * from './http/callRouter';
export * from './logging/logger';
export * from './testing/testDatabase';
export * from './search';
export * from './net/freePort';
