// The Elasticsearch client library, loaded when an Elasticsearch index is made (modules/lazyModule.ts says why).
import type * as ElasticClient from '@elastic/elasticsearch';
import { lazyModule } from '../modules/lazyModule';

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const elastic = lazyModule((): typeof ElasticClient => require('@elastic/elasticsearch'));
