// The project activity area: what happened lately on a project (comments and grouped uploads) and its
// own asset files, for the project contents page (spec 000 section 2). It has no events of its own:
// its read model follows the projects', files' and comments' events.
import { defineArea } from '../kernel/area';
import { projectActivityCalls } from './calls';
import { ProjectActivityMessages } from './messages';

export * from './constants';
export * from './models';

export const projectActivityArea = defineArea({
  name: 'projectActivity',
  calls: projectActivityCalls,
  messages: ProjectActivityMessages,
  readModels: ['projectActivity'],
});
