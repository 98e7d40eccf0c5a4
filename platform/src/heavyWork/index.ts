export * from './workLimiter';
export * from './limits';
export * from './workerPool';
