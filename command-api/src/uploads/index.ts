// The uploads area: each user's upload space (its quota) and the record of downloads. The upload
// endpoints themselves (multipart and tus bodies, not registry calls) are uploadRouter.ts.
import type { CommandArea } from '../shared/area';
import { downloadsAggregate } from './domain/downloads/aggregate';
import { uploadSpaceAggregate } from './domain/uploadSpace/aggregate';
import { downloadRoutes } from './downloadRoutes';

export const uploadsArea: CommandArea = { name: 'uploads', aggregates: [downloadsAggregate, uploadSpaceAggregate], routes: downloadRoutes };
