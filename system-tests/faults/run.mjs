// `npm run test:faults` (the short form: the first four faults) and `npm run test:faults -- --long`
// (every fault, longer workloads): builds the product the suite starts as processes (and the client the
// exporter renders with, when its sources changed), then runs the fault tier of jest over this folder.
// Other arguments go to jest: `npm run test:faults -- --long -t '^6\.'` runs fault 6 alone. The exit
// code is jest's: non-zero on any failed check.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const long = args.includes('--long');
const run = (command, args, env = {}) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// The processes run gateway/dist/main.js and the rebuild tool gateway/dist/rebuild.js.
const built = run('npx', ['tsc', '-b', 'gateway']);
if (built !== 0) process.exit(built);
// The exporter's browser opens the built client (frontend/dist) to render.
const client = run('node', ['scripts/build-client.mjs']);
if (client !== 0) process.exit(client);
process.exit(run('npx', ['jest', '--runInBand', 'system-tests/faults', ...args.filter((a) => a !== '--long')], { TEST_TIER: 'faults', ...(long ? { FAULTS_LONG: '1' } : {}) }));
