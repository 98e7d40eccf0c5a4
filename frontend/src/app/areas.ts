// The client's areas, one line each. The root reducer (rootReducer.ts), the root saga (rootSaga.ts)
// and the router's table of routes (features/router/routes.ts) are derived from this list; a new area
// is a folder under features/ with an area.ts, and a line here.
import { adminArea } from '../features/admin/area';
import { assetsArea } from '../features/assets/area';
import { automationKeysArea } from '../features/admin/automationKeys/area';
import { authArea } from '../features/auth/area';
import { creditsArea } from '../features/credits/area';
import { cardBoardArea } from '../features/cardBoard/area';
import { dashboardArea } from '../features/dashboard/area';
import { exportsArea } from '../features/exports/area';
import { liveArea } from '../features/live/area';
import { newProjectArea } from '../features/newProject/area';
import { notificationsArea } from '../features/notifications/area';
import { projectArea } from '../features/project/area';
import { projectFilesArea } from '../features/projectFiles/area';
import { projectActivityArea } from '../features/projectActivity/area';
import { projectContentsArea } from '../features/projectContents/area';
import { printCommentsArea } from '../features/printComments/area';
import { profileArea } from '../features/profile/area';
import { pronounceArea } from '../features/pronounce/area';
import { publicKitArea } from '../features/publicKit/area';
import { publicReviewArea } from '../features/publicReview/area';
import { reviewArea } from '../features/review/area';
import { sceneEditorArea } from '../features/sceneEditor/area';
import { scenePlayerArea } from '../features/scenePlayer/area';
import { exportRenderArea } from '../features/exportRender/area';
import { scenesArea } from '../features/scenes/area';
import { screenRecorderArea } from '../features/screenRecorder/area';
import { spellingArea } from '../features/spelling/area';
import { stagedUploadsArea } from '../features/stagedUploads/area';
import { textCheckerArea } from '../features/textChecker/area';
import { trackingArea } from '../features/tracking/area';
import { tasksArea } from '../features/tasks/area';
import { feedbackArea } from '../features/feedback/area';
import { errorReportingArea } from '../features/errorReporting/area';
import { manualArea } from '../features/manual/area';
import { historyArea } from '../features/history/area';
import { projectAsOfArea } from '../features/projectAsOf/area';
import { learningArea } from '../features/learning/area';

export const clientAreas = [
  authArea,
  liveArea,
  notificationsArea,
  dashboardArea,
  newProjectArea,
  projectArea,
  projectFilesArea,
  adminArea,
  pronounceArea,
  assetsArea,
  stagedUploadsArea,
  publicKitArea,
  publicReviewArea,
  scenesArea,
  screenRecorderArea,
  exportsArea,
  sceneEditorArea,
  scenePlayerArea,
  exportRenderArea,
  reviewArea,
  printCommentsArea,
  spellingArea,
  textCheckerArea,
  automationKeysArea,
  creditsArea,
  cardBoardArea,
  projectActivityArea,
  projectContentsArea,
  profileArea,
  trackingArea,
  tasksArea,
  feedbackArea,
  errorReportingArea,
  historyArea,
  projectAsOfArea,
  manualArea,
  learningArea,
] as const;
