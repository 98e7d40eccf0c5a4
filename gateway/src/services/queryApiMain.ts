// The query API process of the distributed mode: every query call and live updates, over the read
// models the projectors process fills (it follows their checkpoints for read-your-writes).
import express from 'express';
import { IntegrationTopics } from '@wb/contracts';
import { cardBoardFromConfig, learningSiteFromConfig, prepareProjectionTables, reactorStatusFromTables, RELAY_REACTOR, type Config } from '@wb/platform';
import { createQueryApi } from '@wb/query-api';
import { readModelProjections } from '@wb/projectors';
import { followCheckpoints } from './checkpointFollower';
import { startService } from './serviceShell';

export const startQueryApiService = (config: Config, options: { host?: string } = {}) =>
  startService(
    config,
    {
      name: 'query-api',
      async build({ logger, backing }) {
        // Idempotent and serialized with the projectors: queries never meet a missing table.
        const projections = readModelProjections(backing.searchIndex, backing.fileSearchIndex);
        await prepareProjectionTables(backing.pool, projections);
        const runner = await followCheckpoints({ pool: backing.pool, eventStore: backing.eventStore, projections });
        // The relay runs in the projectors process; its status is read from the reactor runtime's tables.
        const reactors = reactorStatusFromTables(backing.pool, backing.eventStore, [{ name: RELAY_REACTOR, eventTypes: Object.values(IntegrationTopics).flat() }]);
        const queryApi = createQueryApi({
          pool: backing.pool,
          eventStore: backing.eventStore,
          searchIndex: backing.searchIndex,
          fileSearchIndex: backing.fileSearchIndex,
          runner,
          reactors,
          logger,
          blobs: backing.blobs,
          documents: backing.documents,
          cardBoard: cardBoardFromConfig(config.trello),
          learningSite: learningSiteFromConfig(config.learning),
        });
        const api = express.Router();
        api.use('/api', queryApi.router);
        return { routers: [api], stop: () => runner.stop() };
      },
    },
    options,
  );
