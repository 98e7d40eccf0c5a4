// The AutomationKey aggregate: stream automationkey-<keyID>.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const automationKeyAggregate = defineAggregate({
  streamType: 'automationkey',
  streamId: (keyID: string) => `automationkey-${keyID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
