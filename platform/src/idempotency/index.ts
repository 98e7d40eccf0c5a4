export * from './deterministicUuid';
export * from './idempotencyStore';
