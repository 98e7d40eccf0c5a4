// How a stats key reads in the table: the named counts in words, event counts by their event type.
const NAMED: Record<string, string> = {
  users: 'Active users',
  deactivatedUsers: 'Deactivated users',
  projects: 'Active projects',
  archivedProjects: 'Archived projects',
  deletedProjects: 'Deleted projects',
  folders: 'Active folders',
  resources: 'Active resources',
  sceneLabels: 'Scene labels',
  events: 'Events recorded',
};

const EVENT_PREFIX = 'events.';

export const isEventCount = (key: string): boolean => key.startsWith(EVENT_PREFIX);

/** 'events.FileUploaded' reads 'FileUploaded events'; an unknown key reads as it is. */
export const statLabel = (key: string): string => NAMED[key] ?? (isEventCount(key) ? `${key.slice(EVENT_PREFIX.length)} events` : key);
