// The LearnLink aggregate's state, folded from its stream learnlink-<projectID>: the learning site's
// video (node) a project is linked to, as it was when linked.
import type { EventOf, LearningEvents } from '@wb/contracts';

export type LearnLinkEvent = EventOf<typeof LearningEvents>;

export interface LinkedNode {
  readonly nodeID: string;
  readonly name: string;
  readonly url: string;
  /** 0 Draft, 1 Published, 2 Published - Prime, as the site showed it when linked. */
  readonly mediaStatus: 0 | 1 | 2;
}

export interface LearnLinkState {
  readonly projectID: string;
  /** Null once unlinked. */
  readonly node: LinkedNode | null;
}

/** null until the project's first link. */
export type LearnLink = LearnLinkState | null;

export const initialState: LearnLink = null;

export const evolve = (_state: LearnLink, event: LearnLinkEvent): LearnLink => {
  switch (event.type) {
    case 'LearnNodeLinked': {
      const { projectID, nodeID, name, url, mediaStatus } = event.data;
      return { projectID, node: { nodeID, name, url, mediaStatus } };
    }
    case 'LearnNodeUnlinked':
      return { projectID: event.data.projectID, node: null };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
