// The reports area: the admin Reports tab's file downloads. No calls in the registry (they answer CSV
// and zip files, see paths.ts) and no events: the reports read the asset library's read model.
import { defineArea } from '../kernel/area';

export * from './paths';

export const reportsArea = defineArea({ name: 'reports' });
