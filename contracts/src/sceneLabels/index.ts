// The scene labels area: the labels admins define for scenes (spec 001, Labels tab).
import { defineArea } from '../kernel/area';
import { sceneLabelCalls } from './calls';
import { SceneLabelErrorCode } from './errors';
import { SceneLabelEvents } from './events';
import { SceneLabelMessages } from './messages';

export * from './constants';
export * from './models';
export { SceneLabelEvents } from './events';

export const sceneLabelsArea = defineArea({
  name: 'sceneLabels',
  calls: sceneLabelCalls,
  events: SceneLabelEvents,
  errors: SceneLabelErrorCode,
  messages: SceneLabelMessages,
  readModels: ['sceneLabels'],
});
