// The reports area: the admin Reports tab's file downloads. No calls in the registry (they answer CSV
// and zip files, see paths.ts) and no events: the reports read read models (the asset library's, the
// project list's, the folders', the credits') and the audit trail the history read model keeps.
import { defineArea } from '../kernel/area';

export * from './paths';

export const reportsArea = defineArea({ name: 'reports' });
