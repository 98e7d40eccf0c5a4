import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { automationKeyAggregate } from './aggregate';
import type { AutomationKeyEvent } from './state';

const { given } = deciderSpec(automationKeyAggregate);
const keyID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const data = { keyID, name: 'Render farm', scopes: ['exporter' as const], createdOn: '2026-11-27T10:00:00.000Z', expiresOn: '2026-12-27T10:00:00.000Z', userID: 1 };
const created: AutomationKeyEvent = { type: 'AutomationKeyCreated', data };
const revoked: AutomationKeyEvent = { type: 'AutomationKeyRevoked', data: { keyID, userID: 2 } };

describe('making an automation key', () => {
  const create = { type: 'CreateAutomationKey' as const, ...data };

  it('records its name, scopes, dates and maker (never the key)', () => {
    given([]).when(create).then([created]);
  });

  it('records nothing for a retried create of the same id', () => {
    given([created]).when(create).then([]);
  });
});

describe('revoking an automation key', () => {
  const revoke = { type: 'RevokeAutomationKey' as const, userID: 2 };

  it('records who revoked it', () => {
    given([created]).when(revoke).then([revoked]);
  });

  it('records nothing for a key already revoked', () => {
    given([created, revoked]).when(revoke).then([]);
  });

  it('refuses an unknown key', () => {
    given([]).when(revoke).thenFails('notFound', Messages.automationKeyNotFound);
  });
});
