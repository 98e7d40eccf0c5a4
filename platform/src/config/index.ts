export * from './config';
export * from './startError';
export * from './startChecks';
