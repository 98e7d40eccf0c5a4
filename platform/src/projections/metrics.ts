// Projection health on /metrics, read from the runner at scrape time.
import { Gauge, type Registry } from 'prom-client';
import type { ProjectionRunner, ProjectionStatus } from './runner';

/** A gauge per projection; `value` answering null leaves that projection out (a rebuild that is not running). */
const gauge = (registry: Registry, runner: ProjectionRunner, name: string, help: string, value: (s: ProjectionStatus) => number | null) =>
  new Gauge({
    name,
    help,
    labelNames: ['projection'],
    registers: [registry],
    collect() {
      this.reset();
      for (const status of runner.status()) {
        const v = value(status);
        if (v !== null) this.set({ projection: status.name }, v);
      }
    },
  });

export const registerProjectionMetrics = (registry: Registry, runner: ProjectionRunner): void => {
  gauge(registry, runner, 'projection_lag_events', 'Events after the checkpoint (counted up to a cap)', (s) => s.lagEvents);
  gauge(registry, runner, 'projection_events_per_second', 'Events applied per second over the last seconds', (s) => s.eventsPerSecond);
  gauge(registry, runner, 'projection_parked_events', 'Events the projection could not apply', (s) => s.parked);
  gauge(registry, runner, 'projection_checkpoint_position', 'Global position of the checkpoint', (s) => Number(s.checkpoint.split('/')[1] ?? 0));
  gauge(registry, runner, 'projection_version', 'Version of the tables that serve queries (0: built before versions)', (s) => s.version);
  gauge(registry, runner, 'projection_rebuild_version', 'Version being rebuilt into fresh tables', (s) => s.rebuild?.version ?? null);
  gauge(registry, runner, 'projection_rebuild_applied_events', 'Events the running rebuild has applied to the fresh tables', (s) => s.rebuild?.appliedEvents ?? null);
  gauge(registry, runner, 'projection_rebuild_total_events', 'Events the running rebuild has to apply', (s) => s.rebuild?.totalEvents ?? null);
  gauge(registry, runner, 'projection_rebuild_progress_ratio', 'Share of the events the running rebuild has applied (0 to 1)', (s) =>
    s.rebuild ? (s.rebuild.totalEvents > 0 ? Math.min(1, s.rebuild.appliedEvents / s.rebuild.totalEvents) : 0) : null,
  );
};
