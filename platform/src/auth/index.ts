export * from './passwords';
export * from './secrets';
export * from './sessionStore';
export * from './credentialStore';
export * from './authStores';
export * from './sessionMiddleware';
export * from './automationKeys';
