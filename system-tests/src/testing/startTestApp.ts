// The whole product on a free port over a fresh database of the real PostgreSQL server, for API and
// browser tests. stop() stops everything and drops the database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, loadConfig, silentLogger, createLogger, startTrelloStandIn, startLearningStandIn, type Config, type LearningStandIn, type TrelloStandIn } from '@wb/platform';
import { createApp } from '@wb/gateway/app';
import { freePort } from '@wb/platform';

export interface TestAppOptions {
  readonly adminEmail?: string;
  readonly adminPassword?: string;
  /** Sign-in attempts per minute per address and email; generous by default so suites can sign in often. */
  readonly loginAttemptsPerMinute?: number;
  /** Sign-in attempts per minute per address, whatever the email; generous by default too. */
  readonly loginAttemptsPerAddressPerMinute?: number;
  /** Public review pictures a minute per address (the product's default unless given). */
  readonly reviewPicturesPerAddressPerMinute?: number;
  /** Write the app's log (every level) to this file, for tests that read what was logged. */
  readonly logFile?: string;
  /** Extra environment for loadConfig (e.g. OIDC_* to test single sign-on). */
  readonly env?: NodeJS.ProcessEnv;
  /** false: no card board configured; by default a local Trello stand-in of the app's own (docs/decisions/cardBoard.md). */
  readonly trello?: false;
  /** false: no learning site configured; by default a local learning-site stand-in of the app's own (docs/decisions/learning.md). */
  readonly learning?: false;
}

export interface TestApp {
  /** http://127.0.0.1:<port>, no trailing slash. */
  readonly url: string;
  readonly adminEmail: string;
  readonly adminPassword: string;
  /** The test database, for tests that check what was stored (events, their metadata). */
  readonly databaseUrl: string;
  /** DATA_DIR of the app (its uploaded files are under blobs/), a fresh folder of its own. */
  readonly dataDir: string;
  /**
   * The event store's last global position and its number of events, read from its table (committed
   * rows, whatever transaction holds back the readers): a refused call must leave both unchanged.
   */
  lastEventPosition(): Promise<{ position: bigint; events: number }>;
  /** The local Trello stand-in the app's card board is (null with `trello: false`): tests put boards and cards on it. */
  readonly trello: TrelloStandIn | null;
  /** The local learning-site stand-in (null with `learning: false`): tests put videos on it. */
  readonly learning: LearningStandIn | null;
  stop(): Promise<void>;
}

export const TEST_ADMIN_EMAIL = 'admin@example.com';
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

export const startTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const database = await createTestDatabase('wbapp');
  // Uploaded files of this app alone, dropped with it.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wbapp-data-'));
  const trello = options.trello === false ? null : await startTrelloStandIn();
  const trelloEnv = trello ? { TRELLO_BASE_URL: trello.url, TRELLO_KEY: trello.key, TRELLO_TOKEN: trello.token, TRELLO_TIMEOUT_MS: '1000' } : {};
  const learning = options.learning === false ? null : await startLearningStandIn();
  const learningEnv = learning ? { LEARNING_BASE_URL: learning.url, LEARNING_TOKEN: learning.token, LEARNING_TIMEOUT_MS: '1000' } : {};
  try {
    // The port is part of PUBLIC_URL (links, Origin check, sign-on callback), so it is chosen first.
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const adminEmail = options.adminEmail ?? TEST_ADMIN_EMAIL;
    const adminPassword = options.adminPassword ?? TEST_ADMIN_PASSWORD;
    const config: Config = {
      ...loadConfig({
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        ...trelloEnv,
        ...learningEnv,
        ...options.env,
      }),
    };
    // Logs only when asked for (LOG_LEVEL=debug npx jest ...): test output stays readable.
    const logger = options.logFile
      ? createLogger({ level: 'trace', name: 'test-app', file: options.logFile })
      : process.env.LOG_LEVEL
        ? createLogger({ level: process.env.LOG_LEVEL, name: 'test-app' })
        : silentLogger();
    const app = await createApp(config, {
      logger,
      host: '127.0.0.1',
      loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 1000,
      loginAttemptsPerAddressPerMinute: options.loginAttemptsPerAddressPerMinute ?? 1000,
      reviewPicturesPerAddressPerMinute: options.reviewPicturesPerAddressPerMinute,
    });
    let stopping: Promise<void> | null = null;
    return {
      url,
      adminEmail: config.adminEmail,
      adminPassword,
      databaseUrl: database.url,
      async lastEventPosition() {
        const { rows } = await database.pool.query<{ position: string; events: string }>('SELECT coalesce(max(global_position), 0)::text AS position, count(*)::text AS events FROM events');
        return { position: BigInt(rows[0]?.position ?? '0'), events: Number(rows[0]?.events ?? 0) };
      },
      dataDir: config.dataDir,
      trello,
      learning,
      stop: () =>
        (stopping ??= app
          .stop()
          .finally(() => database.drop())
          .finally(() => rm(dataDir, { recursive: true, force: true }))
          .finally(() => trello?.stop())
          .finally(() => learning?.stop())),
    };
  } catch (err) {
    await trello?.stop();
    await learning?.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
};
