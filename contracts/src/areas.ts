// Every area of the product, one line each. A new area is a folder exporting its definition
// (defineArea) and one line here; the catalogue (Calls, EventCatalogue, ErrorCode, Messages...) finds
// it among these exports.
export * from './auth';
export * from './users';
export * from './projects';
export * from './folders';
export * from './operations';
export * from './resources';
export * from './sceneLabels';
export * from './contentLock';
export * from './pronounce';
export * from './assets';
export * from './uploads';
export * from './reports';
export * from './scenes';
export * from './review';
export * from './comments';
export * from './dictionary';
export * from './textChecker';
export * from './notifications';
export * from './projectFiles';
export * from './publicReview';
export * from './exports';
export * from './automationKeys';
export * from './credits';
export * from './cardBoard';
export * from './projectActivity';
export * from './errorLog';
export * from './feedback';
export * from './tasks';
export * from './tracking';
export * from './history';
export * from './reviewTurnaround';
export * from './learning';
export * from './projectAsOf';
export * from './analytics';
