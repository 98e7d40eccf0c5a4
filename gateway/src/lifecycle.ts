// Process lifecycle shared by every entry point: a bad configuration stops with the variable named,
// and SIGINT/SIGTERM stop the service cleanly (the embedded PostgreSQL included) exactly once.
import { ConfigError, loadConfig, takeOverStopSignals, type Config } from '@wb/platform';

export const loadConfigOrExit = (): Config => {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
};

export const stopOnSignals = (stop: () => Promise<void>, log: (msg: string) => void = console.error): void => {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log(`${signal}: stopping`);
    // A hung dependency must not keep the process alive forever.
    const force = setTimeout(() => {
      log('did not stop within 20 s: exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        log(`stopping failed: ${String(err)}`);
        process.exit(1);
      },
    );
  };
  // Ours alone: the embedded PostgreSQL is stopped by stop(), after the pools that use it are closed.
  takeOverStopSignals();
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
};
