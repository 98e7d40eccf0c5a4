// Reactor health on /metrics, read from the runner at scrape time (as the projections' gauges are).
import { Gauge, type Registry } from 'prom-client';
import type { ReactorRunner, ReactorStatus } from './runner';

const gauge = (registry: Registry, runner: ReactorRunner, name: string, help: string, value: (s: ReactorStatus) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['reactor'],
    registers: [registry],
    collect() {
      this.reset();
      for (const status of runner.status()) this.set({ reactor: status.name }, value(status));
    },
  });

export const registerReactorMetrics = (registry: Registry, runner: ReactorRunner): void => {
  gauge(registry, runner, 'reactor_lag_events', 'Events of its types after the checkpoint (counted up to a cap)', (s) => s.lagEvents);
  gauge(registry, runner, 'reactor_events_per_second', 'Events reacted to per second over the last seconds', (s) => s.eventsPerSecond);
  gauge(registry, runner, 'reactor_parked_events', 'Events whose effect failed: waiting for a retry, or out of attempts', (s) => s.parked);
  gauge(registry, runner, 'reactor_checkpoint_position', 'Global position of the checkpoint', (s) => Number(s.checkpoint.split('/')[1] ?? 0));
};
