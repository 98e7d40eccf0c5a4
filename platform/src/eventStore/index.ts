export * from './eventStore';
export { PostgresEventStore } from './postgres/postgresEventStore';
export { createInMemoryEventStore, type InMemoryEventStore, type OpenAppend } from './inMemory/inMemoryEventStore';
export { EventStoreDbEventStore } from './eventStoreDb/eventStoreDbEventStore';
export { checkDelivery, followAllEvents, type DeliveryReport, type Follower } from './delivery';
