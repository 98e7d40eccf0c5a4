// Read-model rows for tests, valid by default; each test overrides only what it is about.
import type { Project, User } from '@wb/contracts';
import type { Action } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../app/rootReducer';
import { signedIn } from '../features/auth/authSlice';
import { ownUserCached } from '../features/auth/sessionApi';

export const aUser = (overrides: Partial<User> = {}): User => ({
  userID: 1,
  givenName: 'Ada',
  familyName: 'Lovelace',
  fullName: 'Ada Lovelace',
  email: 'ada@x.io',
  avatar: null,
  permissions: [],
  data: { roles: [], degrees: [], slackId: null, trello: { id: null }, deactivated: false },
  ...overrides,
});

export const aProject = (projectID: string, name = projectID, overrides: Partial<Project> = {}): Project => ({
  projectID,
  name,
  status: 1,
  createdOn: '2024-01-01',
  modified: '2024-01-01',
  groups: [],
  members: [],
  thumbnail: null,
  types: [],
  commentCount: 0,
  wordCount: 0,
  subscribed: false,
  lastAccessed: null,
  data: { links: [], due: { date: null, completedOn: null }, trello: null },
  ...overrides,
});

/** Prepares a harness state: signed in as `user`, at hash path `path`. */
export const signedInAt =
  (user: User, path: string) =>
  (s: RootState): RootState => ({ ...signInActions(user).reduce(rootReducer, s), router: { path } });

/** What a session's start does to the store: the user in the cache (sessionApi's ownUser), then signed in. */
export const signInActions = (user: User): Action[] => [ownUserCached(user), signedIn()];
