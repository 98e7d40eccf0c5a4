// The EventStoreDB client library, loaded when the adapter connects (modules/lazyModule.ts says why).
import type * as EsdbClient from '@eventstore/db-client';
import { lazyModule } from '../../modules/lazyModule';

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const esdb = lazyModule((): typeof EsdbClient => require('@eventstore/db-client'));
