// Several commands on one file decided as one: each against the state the earlier ones leave, the
// first refusal refusing them all. A staged publish links a file to several projects or kits in one
// call; as one command on the file's stream it is one append, with one Idempotency-Key to find it by
// (two commands on one stream under one key would find each other's events and the second be lost).
import type { Decision } from '../../shared/domain/decider';
import { defineAggregate } from '../../shared/domain/aggregate';
import { isDomainError } from '../../shared/domain/domainError';
import { evolve, initialState, type File, type FileEvent } from './file';
import { fileAggregate } from './fileAggregate';
import { decide, type FileCommand } from './fileDecide';

export type FileSteps = readonly FileCommand[];

export const decideSteps = (steps: FileSteps, state: File): Decision<FileEvent> => {
  const events: FileEvent[] = [];
  let current = state;
  for (const step of steps) {
    const decision = decide(step, current);
    if (isDomainError(decision)) return decision;
    events.push(...decision);
    current = decision.reduce(evolve, current);
  }
  return events;
};

/**
 * The File aggregate taking a list of its commands: the same stream, state and unique keys (the
 * reservations are the file's own rule, which reads only the events and the state).
 */
export const fileStepsAggregate = defineAggregate({
  streamType: fileAggregate.streamType,
  streamId: fileAggregate.streamId,
  uniqueKeys: fileAggregate.uniqueKeys,
  initialState,
  evolve,
  decide: decideSteps,
  reservations: (events: readonly FileEvent[], state: File, steps: FileSteps, key) => {
    const last = steps.at(-1);
    return last === undefined ? {} : (fileAggregate.reservations?.(events, state, last, key) ?? {});
  },
});
