// Automation key rules (spec 002 sections 2 and 6; the rest is ours, docs/decisions/automationKeys.md):
// a key is made once with its scopes and expiry, and revoked at most once.
import { Messages, type AutomationKeyScope } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError, type DomainError } from '../../../shared/domain/domainError';
import type { AutomationKey, AutomationKeyEvent } from './state';

export type AutomationKeyCommand =
  | {
      type: 'CreateAutomationKey';
      keyID: string;
      name: string;
      scopes: readonly AutomationKeyScope[];
      /** ISO times, from the command's metadata and the days asked for. */
      createdOn: string;
      expiresOn: string;
      userID: number;
    }
  | { type: 'RevokeAutomationKey'; userID: number };

export const keyNotFound = (): DomainError => domainError('notFound', Messages.automationKeyNotFound);

const create = (command: Extract<AutomationKeyCommand, { type: 'CreateAutomationKey' }>, state: AutomationKey): Decision<AutomationKeyEvent> => {
  // The same id made again is a concurrent try of the same idempotent create.
  if (state !== null) return [];
  const { keyID, name, scopes, createdOn, expiresOn, userID } = command;
  return [{ type: 'AutomationKeyCreated', data: { keyID, name, scopes: [...scopes], createdOn, expiresOn, userID } }];
};

const revoke = (command: Extract<AutomationKeyCommand, { type: 'RevokeAutomationKey' }>, state: AutomationKey): Decision<AutomationKeyEvent> => {
  if (state === null) return keyNotFound();
  if (state.revoked) return [];
  return [{ type: 'AutomationKeyRevoked', data: { keyID: state.keyID, userID: command.userID } }];
};

export const decide = (command: AutomationKeyCommand, state: AutomationKey): Decision<AutomationKeyEvent> => {
  switch (command.type) {
    case 'CreateAutomationKey':
      return create(command, state);
    case 'RevokeAutomationKey':
      return revoke(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
