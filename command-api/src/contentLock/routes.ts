// The Reports tab's content lock switch.
import { Calls } from '@wb/contracts';
import { answer, commandCall, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { CONTENT_LOCK_ID, contentLockAggregate } from './domain/contentLock/aggregate';

export const contentLockRoutes = (deps: CommandDeps): CommandRoute[] => {
  const lock = handlerOf(deps.eventStore, contentLockAggregate);
  return [
    commandCall(deps, Calls.admin.toggleLockContent, async (_input, _ctx, meta) => {
      const outcome = await lock.handle(meta, CONTENT_LOCK_ID, () => ({ type: 'ToggleContentLock' }));
      // A retried toggle (same request key) answers what the first try did, not a second flip.
      const toggled = outcome.events[outcome.events.length - 1];
      const locked = toggled ? toggled.data.locked : outcome.state.locked;
      return answer({ ok: true, data: { locked } }, outcome.position);
    }),
  ];
};
