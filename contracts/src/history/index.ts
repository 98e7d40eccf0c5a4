// The history area: every event of an entity in plain words with the fields before and after, and the
// admin-wide audit trail (issue 21). No events of its own: its read model follows every event.
import { defineArea } from '../kernel/area';
import { historyCalls } from './calls';
import { HistoryMessages } from './messages';

export * from './access';
export * from './constants';
export * from './fields';
export * from './kinds';
export * from './models';
export * from './paths';

export const historyArea = defineArea({
  name: 'history',
  calls: historyCalls,
  messages: HistoryMessages,
  readModels: ['history'],
});
