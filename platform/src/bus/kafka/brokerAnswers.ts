// Whether a Kafka broker answers at KAFKA_BROKERS, asked synchronously (jest declares tests
// synchronously) in a child process: the Kafka contract run is skipped, with this reason in its title,
// where none does. No container is started for it: a broker in a container advertises its own port,
// not the one mapped on the host, and a client then cannot reach it.
import { spawnSync } from 'node:child_process';

const CONNECT = `const net = require('node:net'); const [host, port] = process.argv[1].split(':');
const socket = net.connect({ host, port: Number(port), timeout: 2000 }, () => process.exit(0));
socket.on('error', () => process.exit(1)); socket.on('timeout', () => process.exit(1));`;

export type BrokerAnswer = { readonly answers: true; readonly brokers: string[] } | { readonly answers: false; readonly reason: string };

export const kafkaBrokerAnswers = (variable = 'KAFKA_BROKERS'): BrokerAnswer => {
  const value = process.env[variable]?.trim();
  if (!value) return { answers: false, reason: `Kafka adapter: skipped because ${variable} is not set (no broker to run the contract suite against)` };
  const brokers = value.split(',');
  const first = brokers[0] ?? '';
  const probe = spawnSync(process.execPath, ['-e', CONNECT, first], { timeout: 5000, stdio: 'ignore' });
  return probe.status === 0 ? { answers: true, brokers } : { answers: false, reason: `Kafka adapter: skipped because no broker answers at ${variable}=${value}` };
};
