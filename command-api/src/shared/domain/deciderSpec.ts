// given(events).when(command).then(events) / .thenFails(code): the one way deciders are tested.
import type { ErrorCode } from '@wb/contracts';
import { fold, type Decider } from './decider';
import { isDomainError, type DomainError } from './domainError';

export const deciderSpec = <C, E, S>(decider: Decider<C, E, S>) => ({
  given: (events: readonly E[]) => ({
    when: (command: C) => {
      const decide = () => decider.decide(command, fold(decider.evolve, decider.initialState, events));
      return {
        then: (expected: readonly E[]) => {
          const decision = decide();
          if (isDomainError(decision)) throw new Error(`Expected events, got ${decision.code}: ${decision.msg}`);
          expect(decision).toEqual(expected);
        },
        thenFails: (code: ErrorCode, msg?: string): DomainError => {
          const decision = decide();
          if (!isDomainError(decision)) throw new Error(`Expected ${code}, got events ${JSON.stringify(decision)}`);
          expect(decision.code).toBe(code);
          if (msg !== undefined) expect(decision.msg).toBe(msg);
          return decision;
        },
      };
    },
  }),
});
