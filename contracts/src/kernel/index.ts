// The kernel every area builds on: the event envelope, the registry's types, access and grants, field
// schemas, the shared constants of spec section 9, headers, and the base of errors and messages.
export * from './envelope';
export * from './registry';
export * from './access';
export * from './grants';
export * from './text';
/** Field schemas shared by calls (Fields.userID, Fields.password, Fields.httpsUrl...). */
export * as Fields from './fields';
export * from './constants';
export * from './headers';
export * from './errors';
export * from './messages';
export * from './area';
