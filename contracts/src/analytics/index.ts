// The analytics area: work done per task type, per project and per month, for admins (spec 000 section
// 2, Analytics) and for each person on their profile. No events of its own: its read model follows the
// tracking, project, folder and user events, so every figure can be rebuilt by replaying them.
import { defineArea } from '../kernel/area';
import { analyticsCalls } from './calls';
import { AnalyticsMessages } from './messages';

export * from './constants';
export * from './models';
export * from './range';

export const analyticsArea = defineArea({
  name: 'analytics',
  calls: analyticsCalls,
  messages: AnalyticsMessages,
  readModels: ['analytics'],
});
