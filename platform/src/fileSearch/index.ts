export * from './fileSearchIndex';
export * from './fileRows';
export * from './postgres/postgresFileSearchIndex';
export * from './elasticsearch/elasticsearchFileSearchIndex';
