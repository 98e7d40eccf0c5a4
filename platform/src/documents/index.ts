export * from './documentStore';
export { documentInfo } from './documentInfo';
export { PostgresDocumentStore } from './postgres/postgresDocumentStore';
