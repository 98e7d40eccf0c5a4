// Every area of the write side, one line each. A new area is a folder whose index.ts exports its
// CommandArea (shared/area.ts), and one line here: its aggregates and command calls are found from it.
import { assetsArea } from './assets';
import { automationKeysArea } from './automationKeys';
import { commentsArea } from './comments';
import { contentLockArea } from './contentLock';
import { creditsArea } from './credits';
import { cardBoardArea } from './cardBoard';
import { trackingArea } from './tracking';
import { exportsArea } from './exports';
import { dictionaryArea } from './dictionary';
import { foldersArea } from './folders';
import { notificationsArea } from './notifications';
import { projectFilesArea } from './projectFiles';
import { projectsArea } from './projects';
import { pronounceArea } from './pronounce';
import { publicReviewArea } from './publicReview';
import { resourcesArea } from './resources';
import { reviewArea } from './review';
import { sceneLabelsArea } from './sceneLabels';
import { scenesArea } from './scenes';
import type { CommandArea } from './shared/area';
import { uploadsArea } from './uploads';
import { usersArea } from './users';
import { tasksArea } from './tasks';
import { errorLogArea } from './errorLog';
import { feedbackArea } from './feedback';
import { learningArea } from './learning';

export const areas: readonly CommandArea[] = [
  projectsArea,
  foldersArea,
  usersArea,
  resourcesArea,
  sceneLabelsArea,
  contentLockArea,
  pronounceArea,
  assetsArea,
  uploadsArea,
  scenesArea,
  reviewArea,
  publicReviewArea,
  dictionaryArea,
  commentsArea,
  notificationsArea,
  projectFilesArea,
  creditsArea,
  cardBoardArea,
  trackingArea,
  automationKeysArea,
  exportsArea,
  tasksArea,
  errorLogArea,
  feedbackArea,
  learningArea,
];
