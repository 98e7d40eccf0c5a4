// The state of one review link stream (reviewlink-<target>): the live link of a scene or a project.
// A new link replaces the one before, which is then revoked.
import type { EventOf, PublicReviewEvents } from '@wb/contracts';

export type ReviewLinkEvent = EventOf<typeof PublicReviewEvents>;

export interface LiveLink {
  readonly reviewUrl: string;
  readonly expiresOn: string | null;
  readonly passcodeHash: string | null;
}

export interface ReviewLinkState {
  readonly link: LiveLink | null;
}

export const initialState: ReviewLinkState = { link: null };

export const evolve = (_state: ReviewLinkState, event: ReviewLinkEvent): ReviewLinkState => {
  switch (event.type) {
    case 'ReviewLinkGenerated': {
      const { reviewUrl, expiresOn, passcodeHash } = event.data;
      return { link: { reviewUrl, expiresOn, passcodeHash } };
    }
    default: {
      const _exhaustive: never = event.type;
      return _exhaustive;
    }
  }
};
