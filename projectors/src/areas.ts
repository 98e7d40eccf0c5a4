// Every read model the projectors keep, one line each: a folder named as the read model (its name in
// ReadModels of @wb/contracts, and the name of its folder in query-api) whose index exports its
// ProjectorArea. The runtime's list of projections (index.ts) is derived from these exports.
export { assetLibrary } from './assetLibrary';
export { automationKeys } from './automationKeys';
export { blobHolders } from './blobHolders';
export { contentLock } from './contentLock';
export { cardLinks } from './cardLinks';
export { credits } from './credits';
export { dictionary } from './dictionary';
export { editorAssets } from './editorAssets';
export { exports } from './exports';
export { eventCounts } from './eventCounts';
export { fileComments } from './fileComments';
export { fileSearch } from './fileSearch';
export { folders } from './folders';
export { notifications } from './notifications';
export { projectFiles } from './projectFiles';
export { projectActivity } from './projectActivity';
export { projectList } from './projectList';
export { projectSearch } from './projectSearch';
export { pronunciation } from './pronunciation';
export { resources } from './resources';
export { reviewLinks } from './reviewLinks';
export { sceneComments } from './sceneComments';
export { sceneLabels } from './sceneLabels';
export { scenes } from './scenes';
export { tracking } from './tracking';
export { tasks } from './tasks';
export { users } from './users';
export { errorLog } from './errorLog';
export { feedback } from './feedback';
export { reviewTurnaround } from './reviewTurnaround';
export { analytics } from './analytics';
export { history } from './history';
export { projectStreams } from './projectStreams';
export { learning } from './learning';
