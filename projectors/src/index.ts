import type { Projection } from '@wb/platform';
import { foldersProjection } from './folders/projection';
import { projectListProjection } from './projectList/projection';
import { usersProjection } from './users/projection';

export { foldersProjection, projectListProjection, usersProjection };

/** Every read model the runtime keeps up to date. */
export const projections: Projection[] = [usersProjection, foldersProjection, projectListProjection];
