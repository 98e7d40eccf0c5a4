// Current states of aggregates other than the one a command writes (name holders, target folders).
import type { EventStore, Reservation } from '@wb/platform';
import { evolve as evolveFolder, folderStreamId, initialState as noFolder, type Folder } from '../folders/folder';
import { evolve as evolveProject, initialState as noProject, projectStreamId, type Project } from '../projects/project';
import { evolve as evolveUser, initialState as noUser, userStreamId, type User } from '../users/user';
import { loadStream } from './runOnStream';

export const projectInStream = async (eventStore: EventStore, streamId: string): Promise<Project> =>
  (await loadStream(eventStore, streamId, noProject, evolveProject)).state;

export const loadProject = (eventStore: EventStore, projectID: string): Promise<Project> =>
  projectInStream(eventStore, projectStreamId(projectID));

export const folderInStream = async (eventStore: EventStore, streamId: string): Promise<Folder> =>
  (await loadStream(eventStore, streamId, noFolder, evolveFolder)).state;

export const loadFolder = (eventStore: EventStore, projectGroupID: string): Promise<Folder> =>
  folderInStream(eventStore, folderStreamId(projectGroupID));

export const loadUser = async (eventStore: EventStore, userID: number): Promise<User> =>
  (await loadStream(eventStore, userStreamId(userID), noUser, evolveUser)).state;

/** The state of the stream holding a unique key, or null when nobody holds it. */
export const holderOf = async <S>(
  eventStore: EventStore,
  key: Reservation,
  load: (eventStore: EventStore, streamId: string) => Promise<S>,
): Promise<S | null> => {
  const streamId = await eventStore.findReservation(key);
  return streamId === null ? null : load(eventStore, streamId);
};
