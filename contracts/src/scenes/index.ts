// The scenes area: scenes of a project, their versioned documents, the SVG import and the editor's library.
import { defineArea } from '../kernel/area';
import { sceneCalls } from './calls';
import { SceneErrorCode } from './errors';
import { SceneEvents } from './events';
import { SceneMessages } from './messages';

export * from './constants';
export * from './document';
export * from './fields';
export * from './imageSources';
export * from './models';
export * from './handwriting';
export * from './treeBounds';
export { SceneEvents } from './events';

export const scenesArea = defineArea({
  name: 'scenes',
  calls: sceneCalls,
  events: SceneEvents,
  errors: SceneErrorCode,
  messages: SceneMessages,
  readModels: ['scenes', 'editorAssets'],
});
