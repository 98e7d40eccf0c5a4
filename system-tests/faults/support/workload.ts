// The scripted workload run across a fault: several clients at once, each creating projects, renaming
// its own and assigning tasks on them to a teammate (which notifies the teammate), one call after the
// other, until told to stop. Every answer is recorded, acknowledged or not.
import { randomUUID } from 'node:crypto';
import { isSuccess, type Api, type Outcome } from './api';

export interface WorkloadOptions {
  readonly clients: number;
  /** The teammate tasks are assigned to. */
  readonly teammateUserID: number;
  /** A name part that tells this workload's projects from another's. */
  readonly label: string;
}

export interface Workload {
  /** Every answer so far (and, once stopped, every answer). */
  readonly outcomes: Outcome[];
  /** Asks the clients to stop after their call under way, and waits for them. */
  stop(): Promise<Outcome[]>;
}

export const startWorkload = (api: Api, { clients, teammateUserID, label }: WorkloadOptions): Workload => {
  const outcomes: Outcome[] = [];
  let stopping = false;

  const client = async (n: number) => {
    const projects: string[] = [];
    for (let i = 0; !stopping; i += 1) {
      const unique = `${label} ${n}-${i} ${randomUUID().slice(0, 8)}`;
      const projectID = projects[i % Math.max(projects.length, 1)];
      let outcome: Outcome;
      if (i % 3 === 0 || projectID === undefined) {
        outcome = await api.call('/project/create', { name: unique });
        if (isSuccess(outcome)) projects.push(outcome.body.project.projectID);
      } else if (i % 3 === 1) {
        outcome = await api.call('/project/updateName', { projectID, name: unique });
      } else {
        outcome = await api.call('/tasks/save', { text: `Task ${unique}`, targetUserID: teammateUserID, projectID });
      }
      outcomes.push(outcome);
    }
  };
  const running = Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  return {
    outcomes,
    async stop() {
      stopping = true;
      await running;
      return outcomes;
    },
  };
};
