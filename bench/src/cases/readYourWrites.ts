// DESIGN.md section 11, read your writes: from sending a command to receiving a query answer that
// shows its result, in the embedded mode. A few signed-in users each create a project, then list
// projects with X-Min-Position set to the create's X-Position until the new one is in the answer.
import { randomUUID } from 'node:crypto';
import { Headers as WbHeaders, ProjectCalls } from '@wb/contracts';
import type { Pool } from 'pg';
import { report, runFor } from '../measure';
import { signedInClients, type ApiClient } from './apiClient';
import { reportCpu, startCpuMeter, type MeteredServer } from './cpu';
import { startEmbeddedApp } from './embeddedApp';
import { Latencies, nowMs, reportUnder } from './latency';
import { runPaced } from './paced';

const USERS = 4;
/** Issue 6: 50 users creating and listing at once, each at a person's pace (a create every 2 s). */
const MANY_USERS = 50;
const MANY_USERS_PERIOD_MS = 2_000;
const TARGET_P95_MS = 50;
/** A project not visible after this long is a failure, not a slow sample. */
const GIVE_UP_MS = 10_000;
const CREATE = `/api${ProjectCalls.create.path}`;
const GET_ALL = `/api${ProjectCalls.getAll.path}`;

interface Samples {
  /** Sending the create to receiving the query answer that lists the project. */
  readonly visible: Latencies;
  /** Sending the create to receiving its answer: the command's share of the above. */
  readonly command: Latencies;
}

/** Creates one project and queries until it is listed; answers how many queries that took. */
const createThenSee = async (client: ApiClient, samples: Samples, measuring: () => boolean): Promise<number> => {
  const name = `RYW ${randomUUID()}`;
  const sent = nowMs();
  const created = await client.ok(CREATE, { name, groups: [] });
  if (measuring()) samples.command.add(nowMs() - sent);
  const position = created.headers[WbHeaders.position.toLowerCase()];
  const projectID = (created.body as { project: { projectID: string } }).project.projectID;
  if (typeof position !== 'string') throw new Error(`${CREATE} answered no ${WbHeaders.position} header`);
  for (let queries = 1; ; queries += 1) {
    // Newest first: the new project is on the first page even with the other users creating theirs.
    const listed = await client.ok(GET_ALL, { sortBy: 'created', count: 20 }, { [WbHeaders.minPosition]: position });
    const projects = (listed.body as { projects: { projectID: string }[] }).projects;
    if (projects.some((p) => p.projectID === projectID)) {
      if (measuring()) samples.visible.add(nowMs() - sent);
      return queries;
    }
    if (nowMs() - sent > GIVE_UP_MS) throw new Error(`project ${projectID} was not listed ${GIVE_UP_MS} ms after its create`);
  }
};

/** One user alone: the latency itself, without other users' work queued on the same 2 cores. */
const measureOneUser = async (client: ApiClient): Promise<void> => {
  const samples: Samples = { visible: new Latencies(), command: new Latencies() };
  await runFor(1, (_user, measuring) => createThenSee(client, samples, measuring));
  report('read_your_writes_one_user_p50', samples.visible.percentile(50), 'ms');
  report('read_your_writes_one_user_p95', samples.visible.percentile(95), 'ms');
};

const measureUsers = async (clients: readonly ApiClient[]): Promise<void> => {
  const samples: Samples = { visible: new Latencies(), command: new Latencies() };
  let queries = 0;
  const rate = await runFor(USERS, async (user, measuring) => {
    const asked = await createThenSee(clients[user]!, samples, measuring);
    if (measuring()) queries += asked;
    return 1;
  });
  report('read_your_writes_p50', samples.visible.percentile(50), 'ms');
  report('read_your_writes_p95', samples.visible.percentile(95), 'ms');
  report('read_your_writes_command_p50', samples.command.percentile(50), 'ms');
  report('read_your_writes_command_p95', samples.command.percentile(95), 'ms');
  report('read_your_writes_commands', rate.perSecond, 'commands/s');
  // Above 1 when the query answered before its read model reached the position (the wait is bounded).
  report('read_your_writes_queries_per_command', queries / Math.max(1, rate.operations), 'ratio');
};

/** 50 users at once, each creating a project every 2 s and listing until it shows; from when it was due. */
const measureManyUsers = async (clients: readonly ApiClient[], server: MeteredServer, pool: Pool): Promise<void> => {
  const samples: Samples = { visible: new Latencies(), command: new Latencies() };
  const late = new Latencies();
  let requests = 0;
  const meter = await startCpuMeter(server, pool);
  const run = await runPaced(MANY_USERS, MANY_USERS_PERIOD_MS, async (user, dueAt, measuring) => {
    const client = clients[user];
    if (!client) throw new Error(`no client ${user}`);
    const started = nowMs();
    const queries = await createThenSee(client, samples, () => measuring);
    // The create and its queries; counted for all steps, as the CPU meter runs through the warm-up too.
    requests += 1 + queries;
    // The time it waited for the previous create of the same user counts too.
    if (measuring) late.add(started - dueAt);
  });
  reportUnder('read_your_writes_50_users_p95', samples.visible.percentile(95), 'ms', TARGET_P95_MS);
  report('read_your_writes_50_users_p50', samples.visible.percentile(50), 'ms');
  report('read_your_writes_50_users_started_late_p95', late.percentile(95), 'ms');
  report('read_your_writes_50_users_commands', run.stepsPerSecond, 'commands/s');
  reportCpu('read_your_writes_50_users', await meter.stop(), requests);
};

export const benchReadYourWrites = async (pool: Pool): Promise<void> => {
  const app = await startEmbeddedApp(pool);
  try {
    const users = await signedInClients(app.url, app.adminEmail, app.adminPassword, MANY_USERS);
    try {
      await measureOneUser(users.clients[0]!);
      await measureUsers(users.clients.slice(0, USERS));
      await measureManyUsers(users.clients, app, pool);
    } finally {
      users.close();
    }
  } finally {
    await app.stop();
  }
};
