// `npm run rebuild -- <projection>`: replays every event into fresh tables of one projection and
// swaps them in; the live tables keep serving meanwhile (also while `npm start` runs). The same code
// rebuilds a projection whose version changed at start; only one process rebuilds a projection at a time.
// `npm run rebuild -- --all` rebuilds every read model in one pass over the events (rebuildMany.ts).
import { createLogger, rebuildProjection, rebuildProjections, RebuildRunningError } from '@wb/platform';
import { readModelProjectionNames, readModelProjections } from '@wb/projectors';
import { openBacking } from './backing';
import { loadConfigOrExit } from './lifecycle';

const usage = () => `Usage: npm run rebuild -- <projection> | --all\nProjections: ${readModelProjectionNames.join(', ')}`;
const ALL = '--all';

const main = async () => {
  const name = process.argv[2];
  if (!name || (name !== ALL && !(readModelProjectionNames as readonly string[]).includes(name))) {
    console.error(name ? `There is no projection named ${name}.\n${usage()}` : usage());
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel, name: 'rebuild' });
  const backing = await openBacking(config, logger);
  try {
    const projections = readModelProjections(backing.searchIndex, backing.fileSearchIndex);
    const started = Date.now();
    if (name === ALL) {
      const results = await rebuildProjections({ eventStore: backing.eventStore, pool: backing.pool, projections, logger });
      const parked = [...results.values()].reduce((sum, r) => sum + r.parked, 0);
      console.log(`Rebuilt ${results.size} read models in ${((Date.now() - started) / 1000).toFixed(1)} s${parked ? ` (${parked} events parked: see the admin console)` : ''}.`);
      return;
    }
    const projection = projections.find((p) => p.name === name)!;
    const result = await rebuildProjection({ eventStore: backing.eventStore, pool: backing.pool, projection, logger });
    console.log(
      `Rebuilt ${projection.name} from ${result.events} events in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(checkpoint ${result.checkpoint}${result.parked ? `, ${result.parked} events parked: see the admin console` : ''}).`,
    );
  } finally {
    await backing.close();
  }
};

main().catch((err: unknown) => {
  if (err instanceof RebuildRunningError) {
    console.error(`${err.message} Wait for it to finish (the admin console shows its progress).`);
    process.exit(1);
  }
  console.error('The rebuild failed:', err);
  process.exit(1);
});
