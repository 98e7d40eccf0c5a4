// `npm run rebuild -- <projection>`: replays every event into fresh tables of one projection and
// swaps them in; the live tables keep serving meanwhile (also while `npm start` runs). The same code
// rebuilds a projection whose version changed at start; only one process rebuilds a projection at a time.
import { createLogger, rebuildProjection, RebuildRunningError } from '@wb/platform';
import { readModelProjectionNames, readModelProjections } from '@wb/projectors';
import { openBacking } from './backing';
import { loadConfigOrExit } from './lifecycle';

const usage = () => `Usage: npm run rebuild -- <projection>\nProjections: ${readModelProjectionNames.join(', ')}`;

const main = async () => {
  const name = process.argv[2];
  if (!name || !(readModelProjectionNames as readonly string[]).includes(name)) {
    console.error(name ? `There is no projection named ${name}.\n${usage()}` : usage());
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel, name: 'rebuild' });
  const backing = await openBacking(config, logger);
  try {
    const projection = readModelProjections(backing.searchIndex, backing.fileSearchIndex).find((p) => p.name === name)!;
    const started = Date.now();
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
