// The client's areas, one line each. The root reducer (rootReducer.ts), the root saga (rootSaga.ts)
// and the router's table of routes (features/router/routes.ts) are derived from this list; a new area
// is a folder under features/ with an area.ts, and a line here.
import { adminArea } from '../features/admin/area';
import { assetsArea } from '../features/assets/area';
import { authArea } from '../features/auth/area';
import { comingSoonArea } from '../features/comingSoon/area';
import { dashboardArea } from '../features/dashboard/area';
import { liveArea } from '../features/live/area';
import { newProjectArea } from '../features/newProject/area';
import { projectArea } from '../features/project/area';
import { pronounceArea } from '../features/pronounce/area';
import { publicKitArea } from '../features/publicKit/area';
import { sceneEditorArea } from '../features/sceneEditor/area';
import { scenePlayerArea } from '../features/scenePlayer/area';
import { scenesArea } from '../features/scenes/area';
import { stagedUploadsArea } from '../features/stagedUploads/area';

export const clientAreas = [
  authArea,
  liveArea,
  dashboardArea,
  newProjectArea,
  projectArea,
  adminArea,
  pronounceArea,
  assetsArea,
  stagedUploadsArea,
  publicKitArea,
  scenesArea,
  sceneEditorArea,
  scenePlayerArea,
  comingSoonArea,
] as const;
