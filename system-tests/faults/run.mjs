// `npm run test:faults` (the short form: the first four faults) and `npm run test:faults -- --long`
// (every fault, longer workloads): builds the product the suite starts as processes, then runs the
// fault tier of jest over this folder. The exit code is jest's: non-zero on any failed check.
import { spawnSync } from 'node:child_process';

const long = process.argv.slice(2).includes('--long');
const run = (command, args, env = {}) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// The processes run gateway/dist/main.js and the rebuild tool gateway/dist/rebuild.js.
const built = run('npx', ['tsc', '-b', 'gateway']);
if (built !== 0) process.exit(built);
process.exit(run('npx', ['jest', '--runInBand', 'system-tests/faults'], { TEST_TIER: 'faults', ...(long ? { FAULTS_LONG: '1' } : {}) }));
