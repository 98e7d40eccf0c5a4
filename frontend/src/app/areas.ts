// The client's areas, one line each. The root reducer (rootReducer.ts) and the root saga (rootSaga.ts)
// are derived from this list; a new area is a folder under features/ with an area.ts, and a line here.
import { adminArea } from '../features/admin/area';
import { assetsArea } from '../features/assets/area';
import { authArea } from '../features/auth/area';
import { dashboardArea } from '../features/dashboard/area';
import { liveArea } from '../features/live/area';
import { newProjectArea } from '../features/newProject/area';
import { projectArea } from '../features/project/area';
import { pronounceArea } from '../features/pronounce/area';
import { routerArea } from '../features/router/area';
import { sceneEditorArea } from '../features/sceneEditor/area';
import { scenesArea } from '../features/scenes/area';
import { stagedUploadsArea } from '../features/stagedUploads/area';

export const clientAreas = [authArea, routerArea, liveArea, dashboardArea, newProjectArea, projectArea, adminArea, pronounceArea, assetsArea, stagedUploadsArea, scenesArea, sceneEditorArea] as const;
