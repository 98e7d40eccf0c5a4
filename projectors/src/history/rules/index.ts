// Every describer, by event type.
import type { Rules } from './rule';
import { libraryRules } from './libraryRules';
import { peopleRules } from './peopleRules';
import { projectRules } from './projectRules';
import { sceneRules } from './sceneRules';

export const historyRules: Rules = { ...projectRules, ...libraryRules, ...peopleRules, ...sceneRules };
