// The composition root of the embedded mode: one process with the stores, the projections, both APIs,
// sign-in and the built client (DESIGN.md sections 2-3).
import http from 'node:http';
import path from 'node:path';
import { allCalls } from '@wb/contracts';
import {
  answers,
  cardBoardFromConfig,
  learningSiteFromConfig,
  apiErrorHandler,
  createAuthStores,
  createJsonParsePool,
  createLogger,
  inputGuard,
  jsonBodies,
  Ports,
  recordUnhandledRejections,
  registerProjectionMetrics,
  registerReactorMetrics,
  sessionCookieOptions,
  serverErrorRecorder,
  sessionMiddleware,
  SESSION_COOKIE,
  startProjections,
  startReactors,
  type Config,
  type Logger,
  type ReactorRunner,
} from '@wb/platform';
import { createCommandApi, exportReports, videoMediaReactor } from '@wb/command-api';
import { startExporter, type RunningExporter } from '@wb/exporter';
import { createQueryApi } from '@wb/query-api';
import { readModelProjections } from '@wb/projectors';
import { oidcRouter } from './auth/oidc';
import { openBacking } from './backing';
import { apiDocs } from './http/apiDocs';
import { closeServer, listen } from './http/closeServer';
import { healthHandler } from './http/health';
import { mountRateLimits, type RateLimitOptions } from './http/rateLimits';
import { createHttpMetrics } from './http/metrics';
import { apiNotFound } from './http/notFound';
import { readYourWrites } from './http/readYourWrites';
import { originCheck } from './http/originCheck';
import { defaultClientDir, staticClient } from './http/staticClient';
import { createWebShell } from './http/webShell';
import { embeddedRelays } from './services/embeddedRelays';

export interface AppOptions extends RateLimitOptions {
  readonly logger?: Logger;
  /** The built client; <repo>/frontend/dist by default. */
  readonly clientDir?: string;
  /** Interface to listen on; all by default. */
  readonly host?: string;
  /** Run the exporter in this process (by default); a test that plays the exporter's part itself turns it off. */
  readonly exporter?: boolean;
}

export interface AdminAccount {
  readonly email: string;
  /** True on the first start, when the account was created. */
  readonly created: boolean;
  /** The generated password, present only when it was just generated. */
  readonly generatedPassword?: string;
}

export interface RunningApp {
  readonly port: number;
  readonly admin: AdminAccount;
  stop(): Promise<void>;
}

export const createApp = async (config: Config, options: AppOptions = {}): Promise<RunningApp> => {
  const logger = options.logger ?? createLogger({ level: config.logLevel, name: 'gateway' });
  const backing = await openBacking(config, logger);
  const { pool, eventStore, searchIndex, fileSearchIndex, blobs, documents } = backing;
  let runner: Awaited<ReturnType<typeof startProjections>> | null = null;
  let reactors: ReactorRunner | null = null;
  let exporter: RunningExporter | null = null;
  const parsePool = createJsonParsePool();
  try {
    // Every session of this database ends through this process (sign-out, deactivation): it may keep them.
    const auth = await createAuthStores(pool, { cached: true });
    runner = await startProjections({ eventStore, pool, projections: readModelProjections(searchIndex, fileSearchIndex), logger });
    // The exporter subscribes before the relay publishes: the in-process Bus keeps nothing for a group not there yet.
    if (options.exporter !== false)
      exporter = await startExporter({
        bus: await backing.resolve(Ports.Bus),
        blobs,
        documents,
        reports: exportReports(eventStore),
        logger: logger.child({ name: 'exporter' }),
        clientDir: options.clientDir ?? defaultClientDir(),
        workDir: path.join(config.dataDir, 'exporter'),
      });
    // The relays feed the Bus from the event store: the only way anything is published.
    reactors = await startReactors({ eventStore, pool, reactors: [...embeddedRelays(await backing.resolve(Ports.Bus)), videoMediaReactor({ eventStore, blobs })], logger });
    // The card board (Trello) of TRELLO_BASE_URL, TRELLO_KEY and TRELLO_TOKEN, or one that says it is not configured.
    const cardBoard = cardBoardFromConfig(config.trello);
    // The learning site of LEARNING_BASE_URL, or one that says it is not configured.
    const learningSite = learningSiteFromConfig(config.learning);
    const commandApi = await createCommandApi({
      eventStore,
      pool,
      logger,
      publicUrl: config.publicUrl,
      blobs,
      documents,
      uploadQuotaBytes: config.uploadQuotaBytes ?? undefined,
      cardBoard,
      learningSite,
    });
    const queryApi = createQueryApi({ pool, eventStore, searchIndex, fileSearchIndex, runner, reactors, logger, cacheAccess: true, blobs, documents, cardBoard, learningSite });

    const ensured = await commandApi.ensureAdmin(config.adminEmail, config.adminPassword ?? undefined);
    const admin: AdminAccount = { email: config.adminEmail, created: ensured.created, ...(ensured.password ? { generatedPassword: ensured.password } : {}) };

    const metrics = createHttpMetrics('gateway');
    registerProjectionMetrics(metrics.registry, runner);
    registerReactorMetrics(metrics.registry, reactors);
    // Server errors go to the error log (docs/decisions/errorLog.md).
    const errorRecorder = serverErrorRecorder({ eventStore, source: 'gateway', logger });
    const stopRecordingRejections = recordUnhandledRejections(errorRecorder, logger);
    const app = createWebShell({ publicUrl: config.publicUrl, logger, metrics, metricsToken: config.metricsToken });
    app.get(
      '/healthz',
      healthHandler({
        eventStore: () => eventStore.ping(),
        readModels: () => answers(pool),
      }),
    );
    app.get('/metrics', metrics.handler());
    // Probes and scrapers above reach the process by any name; everything else checks who is asking.
    app.use(originCheck(config.publicUrl));
    app.use(staticClient(options.clientDir));
    // The session is known before a byte of a body is read: its bound depends on it (jsonBodies.ts).
    app.use(sessionMiddleware(auth.sessions));
    app.use(jsonBodies({ calls: allCalls(), pool: parsePool }));
    app.use(inputGuard());
    mountRateLimits(app, options);
    app.use(commandApi.authRouter);
    app.use(commandApi.uploadRouter);
    app.use(
      oidcRouter({
        oidc: config.oidc,
        popup: config.googleSignIn,
        publicUrl: config.publicUrl,
        logger,
        signIn: (email, requestId) => commandApi.signInWithOidc(email, requestId),
        setSessionCookie: (res, sessionId) => res.cookie(SESSION_COOKIE, sessionId, sessionCookieOptions(config.publicUrl.startsWith('https:'))),
      }),
    );
    app.use(apiDocs(config.publicUrl));
    app.use('/api', readYourWrites());
    app.use('/api', queryApi.router);
    app.use('/api', commandApi.router);
    app.use(['/api', '/auth'], apiNotFound());
    app.use(apiErrorHandler(logger, errorRecorder));

    const server = http.createServer(app);
    const port = await listen(server, config.port, options.host);
    const started = runner;
    const reacting = reactors;
    const exporting = exporter;
    let stopping: Promise<void> | null = null;
    return {
      port,
      admin,
      stop: () =>
        (stopping ??= (async () => {
          await closeServer(server);
          stopRecordingRejections();
          await parsePool.close();
          // Interrupted first, the part under way is refused to the relay, which keeps it for the next start (docs/decisions/exportService.md).
          exporting?.interrupt();
          await reacting.stop();
          await exporting?.stop();
          await started.stop();
          await backing.close();
          logger.info('stopped');
        })()),
    };
  } catch (err) {
    exporter?.interrupt();
    await reactors?.stop().catch(() => undefined);
    await exporter?.stop().catch(() => undefined);
    await runner?.stop().catch(() => undefined);
    await parsePool.close();
    await backing.close();
    throw err;
  }
};
