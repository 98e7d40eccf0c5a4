// `node gateway/dist/main.js`: SERVICE chooses what this process runs. The default, embedded, is the
// whole product in one process; the others are the containers of the distributed mode.
import './threadPoolSize';
import { createLogger, ensurePortFree, listenProblem, StartError, type Config } from '@wb/platform';
import { createApp } from './app';
import { loadConfigOrExit, stopOnSignals } from './lifecycle';
import { startCommandApiService } from './services/commandApiMain';
import { startEdge } from './services/edgeMain';
import { startExporterProcess } from './services/exporterMain';
import { startProjectorsService } from './services/projectorsMain';
import { startQueryApiService } from './services/queryApiMain';
import { signInNotice } from './signInNotice';

const startEmbedded = async (config: Config) => {
  const app = await createApp(config);
  console.log(signInNotice(config.publicUrl, app.admin));
  return app;
};

const starters: Record<Config['service'], (config: Config) => Promise<{ stop(): Promise<void> }>> = {
  embedded: startEmbedded,
  gateway: startEdge,
  'command-api': startCommandApiService,
  'query-api': startQueryApiService,
  projectors: startProjectorsService,
  exporter: startExporterProcess,
};

const main = async () => {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel, name: config.service });
  try {
    // Before the embedded PostgreSQL takes seconds to start: a taken port is known at once.
    await ensurePortFree(config.port, 'PORT');
    const running = await starters[config.service](config);
    stopOnSignals(
      () => running.stop(),
      (msg) => logger.info(msg),
    );
  } catch (err) {
    // What the operator can fix is one line saying what to do; anything else is ours, with its stack.
    const problem = err instanceof StartError ? err : listenProblem(err, config.port, 'PORT');
    if (problem) console.error(problem.message);
    else logger.fatal({ err }, 'could not start');
    process.exit(1);
  }
};

void main();
