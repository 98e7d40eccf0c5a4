export * from './documentStore';
export { documentInfo } from './documentInfo';
export { PostgresDocumentStore } from './postgres/postgresDocumentStore';
export { MongoDocumentStore, type MongoConnectOptions } from './mongo/mongoDocumentStore';
