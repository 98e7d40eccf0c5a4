// What the projectStreams read model learns from one event (pure): which stream belongs to which project,
// who is a member, which project a scene is in (its comment thread names only the scene), and the names
// of people and folders the page shows. Streams are learned from the event's own stream id, never built
// from a naming rule of the write side.
import type { AnyRecordedEvent } from '@wb/contracts';

export interface StreamFacts {
  readonly streams: { projectID: string; streamId: string }[];
  readonly members: { projectID: string; userID: number }[];
  readonly scenes: { sceneID: string; projectID: string }[];
  /** A stream of a scene's own (its comment thread), whose project comes from `scenes`. */
  readonly sceneStreams: { sceneID: string; streamId: string }[];
  readonly people: { userID: number; name: string }[];
  readonly folders: { folderID: string; name: string }[];
}

export const noFacts = (): StreamFacts => ({ streams: [], members: [], scenes: [], sceneStreams: [], people: [], folders: [] });

export const FACT_EVENT_TYPES: readonly string[] = [
  'ProjectCreated',
  'ProjectMemberJoined',
  'FileUploaded',
  'FileLinkedToProject',
  'CommentAdded',
  'SceneCreated',
  'SceneCommentAdded',
  'TaskAssigned',
  'TaskChanged',
  'TrackingTaskUpdated',
  'TrackingWordCountUpdated',
  'TrelloCardLinked',
  'UserAdded',
  'FolderCreated',
];

/** Adds what `event` teaches to `facts`. */
export const learn = (facts: StreamFacts, event: AnyRecordedEvent): void => {
  const stream = (projectID: string) => facts.streams.push({ projectID, streamId: event.streamId });
  switch (event.type) {
    case 'ProjectCreated':
      stream(event.data.projectID);
      facts.members.push({ projectID: event.data.projectID, userID: event.data.ownerUserID });
      return;
    case 'ProjectMemberJoined':
      facts.members.push({ projectID: event.data.projectID, userID: event.data.userID });
      return;
    case 'FileUploaded':
      if (event.data.projectID !== null) stream(event.data.projectID);
      return;
    case 'FileLinkedToProject':
    case 'CommentAdded':
    case 'TaskAssigned':
    case 'TaskChanged':
    case 'TrackingTaskUpdated':
    case 'TrackingWordCountUpdated':
    case 'TrelloCardLinked':
      stream(event.data.projectID);
      return;
    case 'SceneCreated':
      stream(event.data.projectID);
      facts.scenes.push({ sceneID: event.data.sceneID, projectID: event.data.projectID });
      return;
    case 'SceneCommentAdded':
      facts.sceneStreams.push({ sceneID: event.data.sceneID, streamId: event.streamId });
      return;
    case 'UserAdded':
      facts.people.push({ userID: event.data.userID, name: `${event.data.givenName} ${event.data.familyName}`.trim() });
      return;
    case 'FolderCreated':
      facts.folders.push({ folderID: event.data.projectGroupID, name: event.data.name });
      return;
    default:
      return;
  }
};
