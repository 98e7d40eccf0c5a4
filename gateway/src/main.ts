// `node gateway/dist/main.js`: SERVICE chooses what this process runs. The default, embedded, is the
// whole product in one process; the others are the containers of the distributed mode.
import { createLogger, type Config } from '@wb/platform';
import { createApp } from './app';
import { loadConfigOrExit, stopOnSignals } from './lifecycle';
import { startCommandApiService } from './services/commandApiMain';
import { startEdge } from './services/edgeMain';
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
};

const main = async () => {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel, name: config.service });
  try {
    const running = await starters[config.service](config);
    stopOnSignals(() => running.stop(), (msg) => logger.info(msg));
  } catch (err) {
    logger.fatal({ err }, 'could not start');
    process.exit(1);
  }
};

void main();
