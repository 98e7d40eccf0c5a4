export * from './deterministicUuid';
export * from './idempotencyStore';
export * from './requestHash';
