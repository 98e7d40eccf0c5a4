// The server an external adapter's contract suite runs against (DESIGN.md section 3): the one named by
// its URL variable; else a throwaway container started with testcontainers when a Docker engine
// answers; else none, and the suite is reported as skipped with the reason in its title. Deciding is
// synchronous (jest declares tests synchronously) and cheap: testcontainers is loaded only to start a
// container, so the unit and int tiers never pay for it, and a machine without Docker never loads it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface ExternalServerSpec {
  /** What the suite tests, first words of the skip reason: 'EventStoreDB adapter'. */
  readonly name: string;
  /** The variable that names a running server: 'EVENTSTORE_URL'. */
  readonly urlVariable: string;
  readonly image: string;
  /** The port the server listens on inside the container. */
  readonly port: number;
  readonly environment?: Readonly<Record<string, string>>;
  /** The container's command, when its image needs one (MinIO's `server /data`). */
  readonly command?: readonly string[];
  /** The URL the adapter connects to, from the container's host and mapped port. */
  readonly url: (host: string, port: number) => string;
  /** Ready when this path answers 200 over HTTP; otherwise when the port accepts connections. */
  readonly readyPath?: string;
  readonly startupTimeoutMs?: number;
}

export type ExternalServer =
  { readonly available: true; readonly source: 'url' | 'container'; start(): Promise<string>; stop(): Promise<void> } | { readonly available: false; readonly reason: string };

/** The Docker engine testcontainers would use: DOCKER_HOST, else the usual sockets that exist. */
const dockerEndpoint = (): string | null => {
  if (process.env.DOCKER_HOST) return process.env.DOCKER_HOST;
  const runtimeDir = process.env.XDG_RUNTIME_DIR;
  const sockets = ['/var/run/docker.sock', ...(runtimeDir ? [path.join(runtimeDir, 'docker.sock')] : [])];
  const found = sockets.find((socket) => existsSync(socket));
  return found ? `unix://${found}` : null;
};

// Asked in a child process so the answer is synchronous; at most two seconds.
const PING = `const http = require('node:http'); const u = new URL(process.argv[1]);
const target = u.protocol === 'unix:' ? { socketPath: u.pathname } : { host: u.hostname, port: u.port || 2375 };
const req = http.get({ ...target, path: '/_ping', timeout: 2000 }, (r) => process.exit(r.statusCode === 200 ? 0 : 1));
req.on('error', () => process.exit(1)); req.on('timeout', () => process.exit(1));`;

/** Whether a Docker engine answers its ping now; the reason when it does not. */
export const dockerAnswers = (): { answers: true } | { answers: false; why: string } => {
  const endpoint = dockerEndpoint();
  if (!endpoint) return { answers: false, why: 'no Docker engine is installed (no DOCKER_HOST, no docker.sock)' };
  const ping = spawnSync(process.execPath, ['-e', PING, endpoint], { timeout: 5000, stdio: 'ignore' });
  return ping.status === 0 ? { answers: true } : { answers: false, why: `the Docker engine at ${endpoint} does not answer` };
};

const startContainer = async (spec: ExternalServerSpec) => {
  const { GenericContainer, Wait } = await import('testcontainers');
  const image = new GenericContainer(spec.image);
  const container = await (spec.command ? image.withCommand([...spec.command]) : image)
    .withExposedPorts(spec.port)
    .withEnvironment({ ...spec.environment })
    .withWaitStrategy(spec.readyPath ? Wait.forHttp(spec.readyPath, spec.port).forStatusCode(200) : Wait.forListeningPorts())
    .withStartupTimeout(spec.startupTimeoutMs ?? 120_000)
    .start();
  return {
    url: spec.url(container.getHost(), container.getMappedPort(spec.port)),
    stop: async () => {
      await container.stop();
    },
  };
};

export const externalServer = (spec: ExternalServerSpec): ExternalServer => {
  const named = process.env[spec.urlVariable];
  if (named) return { available: true, source: 'url', start: async () => named, stop: async () => undefined };
  const docker = dockerAnswers();
  if (!docker.answers) {
    return { available: false, reason: `${spec.name}: skipped because ${spec.urlVariable} is not set and ${docker.why} to start ${spec.image} with testcontainers` };
  }
  let started: Promise<{ url: string; stop(): Promise<void> }> | null = null;
  return {
    available: true,
    source: 'container',
    start: async () => (await (started ??= startContainer(spec))).url,
    // A container that failed to start has nothing to stop (its start already failed the suite).
    stop: async () =>
      started?.then(
        (server) => server.stop(),
        () => undefined,
      ),
  };
};
