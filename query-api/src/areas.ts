// Every folder of the query API that answers something, one line each: a read model's folder carries
// the read model's name (as in projectors/ and ReadModels of @wb/contracts); reports and readModels
// read no table of their own. Each index exports its QueryArea; the API's handler table and its routes
// (index.ts) are derived from these exports.
export { assetLibrary } from './assetLibrary';
export { automationKeys } from './automationKeys';
export { blobHolders } from './blobHolders';
export { contentLock } from './contentLock';
export { cardLinks } from './cardLinks';
export { credits } from './credits';
export { dictionary } from './dictionary';
export { editorAssets } from './editorAssets';
export { eventCounts } from './eventCounts';
export { exports } from './exports';
export { fileComments } from './fileComments';
export { fileSearch } from './fileSearch';
export { folders } from './folders';
export { notifications } from './notifications';
export { projectFiles } from './projectFiles';
export { projectActivity } from './projectActivity';
export { projectList } from './projectList';
export { pronunciation } from './pronunciation';
export { readModels } from './readModels';
export { reports } from './reports';
export { resources } from './resources';
export { reviewLinks } from './reviewLinks';
export { sceneComments } from './sceneComments';
export { sceneLabels } from './sceneLabels';
export { scenes } from './scenes';
export { tasks } from './tasks';
export { textChecker } from './textChecker';
export { tracking } from './tracking';
export { history } from './history';
export { users } from './users';
export { errorLog } from './errorLog';
export { feedback } from './feedback';
export { reviewTurnaround } from './reviewTurnaround';
export { analytics } from './analytics';
export { projectAsOf } from './projectAsOf';
export { learning } from './learning';
