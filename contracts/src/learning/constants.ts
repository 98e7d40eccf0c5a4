// The learning link's constants (spec 002 sections 4 and 9, spec 000 sections 5 and 9), each once.

/** A linked video's media status on the learning site: 0 Draft, 1 Published, 2 Published - Prime. */
export const LearnMediaStatus = { draft: 0, published: 1, publishedPrime: 2 } as const;
export type LearnMediaStatus = (typeof LearnMediaStatus)[keyof typeof LearnMediaStatus];

/** The words the link screen shows for each media status. */
export const LEARN_MEDIA_STATUS_LABEL: Readonly<Record<LearnMediaStatus, string>> = { 0: 'Draft', 1: 'Published', 2: 'Published - Prime' };

/** A project's link status as cards and the contents page show it: 1 live, 0 draft, -1 not linked. */
export const LearnLinkStatus = { live: 1, draft: 0, notLinked: -1 } as const;
export type LearnLinkStatus = (typeof LearnLinkStatus)[keyof typeof LearnLinkStatus];

export const LearningLimits = {
  /** The search dialog waits this long after the last key before it asks (spec 002 section 9). */
  searchDebounceMs: 750,
  /** Hits one search answers at most (spec 002 section 9). */
  maxSearchResults: 100,
} as const;

/** Live once published (either kind), draft before. */
export const linkStatusOf = (mediaStatus: LearnMediaStatus | null): LearnLinkStatus =>
  mediaStatus === null ? LearnLinkStatus.notLinked : mediaStatus === LearnMediaStatus.draft ? LearnLinkStatus.draft : LearnLinkStatus.live;
