import { ProjectStatus } from '@wb/contracts';

/** Project and folder status codes share one set of labels. */
export const statusLabel = (status: number): string =>
  status === ProjectStatus.Active ? 'Active' : status === ProjectStatus.Archived ? 'Archived' : status === ProjectStatus.Deleted ? 'Deleted' : `Status ${status}`;

export const statusColor = (status: number): string => (status === ProjectStatus.Active ? 'teal' : status === ProjectStatus.Archived ? 'yellow' : 'red');
