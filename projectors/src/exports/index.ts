// The exports read model's projection, as the projectors' area index (../areas.ts) lists it. Exported
// under the read model's name by an alias: a module may not declare a binding named `exports`.
import type { ProjectorArea } from '../shared/area';
import { exportsProjection } from './projection';

const exportsArea: ProjectorArea = { projections: () => [exportsProjection] };
export { exportsArea as exports };
