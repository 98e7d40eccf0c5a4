export type { Bus, BusHandler, BusMessage, BusSubscription } from './bus';
export { InProcessBus } from './inProcess/inProcessBus';
export type { InProcessBusOptions } from './inProcess/inProcessBus';
export { KafkaBus } from './kafka/kafkaBus';
export { relayReactor, relayedMessage, RELAY_REACTOR } from './relay';
export type { RelayedEvent } from './relay';
