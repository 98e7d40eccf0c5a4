// Projection health on /metrics, read from the runner at scrape time.
import { Gauge, type Registry } from 'prom-client';
import type { ProjectionRunner, ProjectionStatus } from './runner';

const gauge = (registry: Registry, runner: ProjectionRunner, name: string, help: string, value: (s: ProjectionStatus) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['projection'],
    registers: [registry],
    collect() {
      this.reset();
      for (const status of runner.status()) this.set({ projection: status.name }, value(status));
    },
  });

export const registerProjectionMetrics = (registry: Registry, runner: ProjectionRunner): void => {
  gauge(registry, runner, 'projection_lag_events', 'Events after the checkpoint (counted up to a cap)', (s) => s.lagEvents);
  gauge(registry, runner, 'projection_events_per_second', 'Events applied per second over the last seconds', (s) => s.eventsPerSecond);
  gauge(registry, runner, 'projection_parked_events', 'Events the projection could not apply', (s) => s.parked);
  gauge(registry, runner, 'projection_checkpoint_position', 'Global position of the checkpoint', (s) => Number(s.checkpoint.split('/')[1] ?? 0));
};
