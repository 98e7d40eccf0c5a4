// @wb/contracts: the kernel, the areas (areas.ts, one line each) and the lists derived from them.
export * from './kernel';
export * from './areas';
export * from './catalogue';
export * from './integrationTopics';
