export * from './searchIndex';
export * from './postgres/postgresSearchIndex';
export * from './elasticsearch/elasticsearchSearchIndex';
