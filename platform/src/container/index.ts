export * from './ports';
export * from './adapters';
export * from './composition';
