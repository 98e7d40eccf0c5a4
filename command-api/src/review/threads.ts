// What review's routes read besides the thread they write: the scene a comment is made on, the users it
// mentions, and the thread that holds a comment named only by its id (its claimed unique key).
import { ApiError, type EventStore } from '@wb/platform';
import { Messages } from '@wb/contracts';
import { holderOf, loadState } from '../shared/streams';
import { projectAggregate } from '../projects/domain/project/aggregate';
import { sceneAggregate } from '../scenes/domain/scene/aggregate';
import { userAggregate } from '../users/domain/user/aggregate';
import { sceneCommentsAggregate } from './domain/sceneComments/aggregate';
import type { Mentions } from './domain/sceneComments/mentions';

type MentionInput = 'here' | number | { readonly userID: number };

export interface SceneFacts {
  readonly sceneFound: boolean;
  readonly sceneVersion: number | null;
  readonly projectID: string | null;
}

export const sceneFacts = async (eventStore: EventStore, sceneID: string): Promise<SceneFacts> => {
  const scene = await loadState(eventStore, sceneAggregate, sceneID);
  if (scene === null || scene.deleted) return { sceneFound: false, sceneVersion: null, projectID: null };
  // Version 0 is a scene never saved: no version to open.
  return { sceneFound: true, sceneVersion: scene.current === 0 ? null : scene.current, projectID: scene.projectID };
};

/** The mentioned users as decide needs them: each with whether they may be mentioned, and the members for 'here'. */
export const mentionsOf = async (eventStore: EventStore, mentioned: readonly MentionInput[], projectID: string | null): Promise<Mentions> => {
  const ids = [...new Set(mentioned.flatMap((m) => (m === 'here' ? [] : [typeof m === 'number' ? m : m.userID])))];
  const users = await Promise.all(
    ids.map(async (userID) => {
      const user = await loadState(eventStore, userAggregate, userID);
      return { userID, active: user !== null && !user.deactivated };
    }),
  );
  const here = mentioned.includes('here');
  const project = here && projectID !== null ? await loadState(eventStore, projectAggregate, projectID) : null;
  return { users, here, projectMembers: project?.members ?? [] };
};

/** The scene whose thread holds a comment; 404 for a comment that never was. */
export const sceneOfComment = async (eventStore: EventStore, commentID: string): Promise<string> => {
  const thread = await holderOf(eventStore, sceneCommentsAggregate, 'comment', commentID);
  if (thread?.sceneID == null) throw new ApiError('notFound', Messages.commentNotFound, { commentID: Messages.commentNotFound });
  return thread.sceneID;
};
