// The saved spellings read model's projection, as the projectors' area index (../areas.ts) lists it.
import type { ProjectorArea } from '../shared/area';
import { dictionaryProjection } from './projection';

export const dictionary: ProjectorArea = { projections: () => [dictionaryProjection] };
