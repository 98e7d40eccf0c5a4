// Every row of the every-command table (everyCommand.api.test.ts), gathered from the areas: each
// area's rows are its folder's commandCases.ts (the row type is commandCase.ts). A new command's row
// goes beside its area's; a new area adds one line here.
import { adminTabCommandCases } from '../admin/commandCases';
import { userCommandCases } from '../adminUsers/commandCases';
import { profileCommandCases } from '../profile/commandCases';
import { assetCommandCases } from '../assets/commandCases';
import { automationKeyCommandCases } from '../../automationKeys/commandCases';
import { creditsCommandCases } from '../../credits/commandCases';
import { cardBoardCommandCases } from '../cardBoard/commandCases';
import { learningCommandCases } from '../learning/commandCases';
import { trackingCommandCases } from '../tracking/commandCases';
import { commentCommandCases } from '../comments/commandCases';
import { dictionaryCommandCases } from '../dictionary/commandCases';
import { exportCommandCases } from '../../exports/commandCases';
import { notificationCommandCases } from '../notifications/commandCases';
import { projectFileCommandCases } from '../projectFiles/commandCases';
import { projectCommandCases } from '../projects/commandCases';
import { pronounceCommandCases } from '../pronounce/commandCases';
import { reviewCommandCases } from '../review/commandCases';
import { sceneCommandCases } from '../scenes/commandCases';
import { publicReviewCommandCases } from '../publicReview/commandCases';
import { stagedCommandCases } from '../staged/commandCases';
import { uploadCommandCases } from '../uploads/commandCases';
import { taskCommandCases } from '../tasks/commandCases';
import { projectContentsCommandCases } from '../projectContents/commandCases';
import { errorLogCommandCases } from '../errorLog/commandCases';
import { feedbackCommandCases } from '../feedback/commandCases';
import type { CommandCase } from './commandCase';

export const commandCases: readonly CommandCase[] = [
  ...userCommandCases,
  ...profileCommandCases,
  ...projectCommandCases,
  ...adminTabCommandCases,
  ...pronounceCommandCases,
  ...assetCommandCases,
  ...uploadCommandCases,
  ...stagedCommandCases,
  ...sceneCommandCases,
  ...reviewCommandCases,
  ...commentCommandCases,
  ...publicReviewCommandCases,
  ...dictionaryCommandCases,
  ...notificationCommandCases,
  ...projectFileCommandCases,
  ...creditsCommandCases,
  ...cardBoardCommandCases,
  ...learningCommandCases,
  ...trackingCommandCases,
  ...automationKeyCommandCases,
  ...exportCommandCases,
  ...taskCommandCases,
  ...projectContentsCommandCases,
  ...errorLogCommandCases,
  ...feedbackCommandCases,
];
