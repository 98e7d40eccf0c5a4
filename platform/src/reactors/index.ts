export type { Reactor, ReactorContext } from './reactor';
export { startReactors } from './runner';
export type { ReactorRunner, ReactorStatus, StartReactorsOptions } from './runner';
export { registerReactorMetrics } from './metrics';
export { DEFAULT_RETRY_POLICY } from './retryPolicy';
export type { RetryPolicy } from './retryPolicy';
export { reactorStatusFromTables } from './status';
export type { ReactorStatusSource } from './status';
