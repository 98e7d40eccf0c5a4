export * from './fileSearchIndex';
export * from './fileRows';
export * from './postgres/postgresFileSearchIndex';
