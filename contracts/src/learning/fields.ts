// The bounded inputs of the learning calls. A node id goes into the site's URL paths, so it is
// letters, digits, '-' and '_' only; the site's numeric ids are taken as numbers too.
import { z } from 'zod';
import { id } from '../kernel/fields';
import { LearningLimits } from './constants';

export const nodeID = z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).transform(String), id.regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only')]);

export const searchLimit = z.number().int().min(1).max(LearningLimits.maxSearchResults, `At most ${LearningLimits.maxSearchResults}`).default(LearningLimits.maxSearchResults);
