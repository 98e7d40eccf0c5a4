// Issue 18, review pushed live: from a comment command's answer to a teammate's open page showing the
// comment. 50 signed-in users hold the live stream open (GET /api/events, server-sent events); 10 of
// them comment, each on their scene at a person's pace, and the other 40 watch the scenes as the client
// does: a change naming sceneComments refetches the scene's comments. A sample is the time from the
// command's answer to a watcher holding a refetched list that contains the comment; duplicates are
// comments a list holds twice (must be 0). CPU is per comment.
import http from 'node:http';
import { AuthPaths, Calls } from '@wb/contracts';
import type { Pool } from 'pg';
import { report } from '../measure';
import { ApiClient, type ApiAnswer } from './apiClient';
import { reportCpu, startCpuMeter } from './cpu';
import { startEmbeddedApp } from './embeddedApp';
import { Latencies, nowMs, reportUnder } from './latency';
import { runPaced } from './paced';

const USERS = 50;
const COMMENTERS = 10;
/** Each commenter comments once a second: 10 comments a second together, far above a review's pace. */
const COMMENT_PERIOD_MS = 1_000;
const TARGET_P95_MS = 200;
const SAVE = `/api${Calls.editor.saveSceneComment.path}`;
const READ = `/api${Calls.editor.getSceneComments.path}`;

interface Thread {
  readonly commentID: string;
  readonly replies?: readonly Thread[];
}

/** A session of its own for each user (the stream limit is per session), as 50 browsers have. */
const sessionCookie = async (anonymous: ApiClient, email: string, password: string): Promise<string> => {
  const answer = await anonymous.ok(AuthPaths.login, { email, password });
  const cookie = (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).join('; ');
  if (!cookie) throw new Error('sign-in answered no session cookie');
  return cookie;
};

/** Opens the live stream; calls `onChange` with the read models of each `change` event. */
const openChangeStream = (baseUrl: string, agent: http.Agent, cookie: string, onChange: (projections: readonly string[]) => void): Promise<http.ClientRequest> =>
  new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events`, { agent, headers: { cookie, origin: baseUrl, accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`/api/events answered ${response.statusCode}`));
        return;
      }
      let buffered = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffered += chunk;
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          const message = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = message.split('\n').find((line) => line.startsWith('data: '));
          if (message.includes('event: change') && data) onChange((JSON.parse(data.slice(6)) as { projections: string[] }).projections);
        }
      });
      resolve(request);
    });
    request.on('error', reject);
  });

const idsOf = (threads: readonly Thread[]): string[] => threads.flatMap((t) => [t.commentID, ...idsOf(t.replies ?? [])]);

/** One teammate's page on a scene: refetches on every sceneComments change, one fetch at a time. */
class Watcher {
  private fetching = false;
  private again = false;
  private readonly seen = new Set<string>();

  constructor(
    private readonly client: ApiClient,
    private readonly cookie: string,
    readonly sceneID: string,
    private readonly onSeen: (commentID: string, at: number) => void,
    private readonly onDuplicates: (count: number) => void,
  ) {}

  changed(projections: readonly string[]): void {
    if (!projections.includes('sceneComments')) return;
    if (this.fetching) {
      this.again = true;
      return;
    }
    void this.refetch();
  }

  private async refetch(): Promise<void> {
    this.fetching = true;
    try {
      do {
        this.again = false;
        const answer: ApiAnswer = await this.client.ok(READ, { sceneID: this.sceneID }, { cookie: this.cookie });
        const ids = idsOf((answer.body as { comments: Thread[] }).comments);
        this.onDuplicates(ids.length - new Set(ids).size);
        const at = nowMs();
        for (const id of ids) {
          if (this.seen.has(id)) continue;
          this.seen.add(id);
          this.onSeen(id, at);
        }
      } while (this.again);
    } finally {
      this.fetching = false;
    }
  }
}

export const benchReviewPush = async (pool: Pool): Promise<void> => {
  const app = await startEmbeddedApp(pool);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const streams: http.ClientRequest[] = [];
  try {
    const client = new ApiClient(app.url, agent);
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i += 1) cookies.push(await sessionCookie(client, app.adminEmail, app.adminPassword));
    const as = (user: number) => ({ cookie: cookies[user]! });
    const project = await client.ok(`/api${Calls.project.create.path}`, { name: `Review push ${Date.now()}`, groups: [] }, as(0));
    const { projectID } = (project.body as { project: { projectID: string } }).project;
    const scenes: string[] = [];
    for (let i = 0; i < COMMENTERS; i += 1) {
      const created = await client.ok(`/api${Calls.scene.createProjectScene.path}`, { projectID, name: `Review push ${i}` }, as(i));
      scenes.push((created.body as { scene: { sceneID: string } }).scene.sceneID);
    }

    const latencies = new Latencies();
    let duplicates = 0;
    let measuring = false;
    /** Comment id -> when its command answered; and what watchers saw before that answer arrived. */
    const answeredAt = new Map<string, number>();
    const seenEarly = new Map<string, number>();
    const onSeen = (commentID: string, at: number) => {
      const answered = answeredAt.get(commentID);
      if (answered === undefined) seenEarly.set(commentID, (seenEarly.get(commentID) ?? 0) + 1);
      else if (measuring) latencies.add(at - answered);
    };
    // Every user but the commenters watches one of the scenes, 4 on each; every user holds the stream open.
    const watchers = Array.from({ length: USERS - COMMENTERS }, (_, i) => new Watcher(client, cookies[COMMENTERS + i]!, scenes[i % COMMENTERS]!, onSeen, (n) => (duplicates += n)));
    for (let user = 0; user < USERS; user += 1) {
      const watcher = watchers[user - COMMENTERS];
      streams.push(await openChangeStream(app.url, agent, cookies[user]!, (names) => watcher?.changed(names)));
    }

    const meter = await startCpuMeter(app, pool);
    let comments = 0;
    const run = await runPaced(COMMENTERS, COMMENT_PERIOD_MS, async (user, _due, inWindow) => {
      measuring = inWindow;
      const saved = await client.ok(SAVE, { sceneID: scenes[user]!, text: `Push ${user} ${nowMs()}`, annotations: [] }, as(user));
      const at = nowMs();
      const { commentID } = (saved.body as { comment: { commentID: string } }).comment;
      answeredAt.set(commentID, at);
      comments += 1;
      // Seen before its own answer arrived: there is nothing to wait for.
      for (let i = 0; i < (seenEarly.get(commentID) ?? 0); i += 1) if (inWindow) latencies.add(0);
    });
    // The last comments' refetches.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const use = await meter.stop();

    reportUnder('review_push_p95', latencies.percentile(95), 'ms', TARGET_P95_MS);
    report('review_push_p50', latencies.percentile(50), 'ms');
    report('review_push_samples', latencies.count, 'samples');
    report('review_push_comments', run.stepsPerSecond, 'comments/s');
    report('review_push_cpu_per_comment', (use.serverMs + use.databaseMs) / Math.max(1, comments), 'ms');
    reportCpu('review_push', use, comments);
    report('review_push_duplicates', duplicates, 'comments');
  } finally {
    for (const stream of streams) stream.destroy();
    agent.destroy();
    await app.stop();
  }
};
