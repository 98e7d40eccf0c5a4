export * from './projection';
export { startProjections, prepareProjectionTables } from './runner';
export type { ProjectionRunner, ProjectionStatus, StartProjectionsOptions } from './runner';
export { rebuildProjection } from './rebuild';
export type { RebuildOptions, RebuildResult } from './rebuild';
export { registerProjectionMetrics } from './metrics';
export { liveTableName } from './applyBatch';
export type { TableName } from './applyBatch';
