// The learning-site port: what the product asks of the team's learning-content site. A search of its
// videos (nodes) by name, and one node as the site shows it now. Every failure is a
// LearningSiteFailure of a known kind, never a hang (docs/decisions/learning.md).

export interface LearningSiteHit {
  readonly id: string;
  readonly name: string;
}

export interface LearningSiteNode {
  readonly id: string;
  readonly name: string;
  /** The node's public page. */
  readonly url: string;
  /** The site's page that edits the node. */
  readonly editUrl: string;
  readonly thumbnail: string | null;
  readonly media: {
    /** 0 Draft, 1 Published, 2 Published - Prime. */
    readonly status: 0 | 1 | 2;
    readonly data: { readonly v?: string; readonly s3?: string; readonly $$?: string; readonly $?: string };
  };
}

export interface LearningSite {
  /** False where no site is configured: every call then fails with kind 'notConfigured'. */
  readonly configured: boolean;
  /** The videos whose name holds the text, at most limit of them, in the site's order. */
  search(text: string, limit: number): Promise<readonly LearningSiteHit[]>;
  node(nodeID: string): Promise<LearningSiteNode>;
}

/**
 * notConfigured: no site on this server; timeout: no (whole) answer in time, or none at all;
 * unreachable: the connection failed; notFound: the site does not know the node; failed: any other
 * error answer, or an answer that is too large or not what was asked for.
 */
export type LearningSiteFailureKind = 'notConfigured' | 'timeout' | 'unreachable' | 'notFound' | 'failed';

export class LearningSiteFailure extends Error {
  constructor(
    readonly kind: LearningSiteFailureKind,
    detail: string,
  ) {
    super(`learning site ${kind}: ${detail}`);
    this.name = 'LearningSiteFailure';
  }
}

const notConfigured = (): Promise<never> => Promise.reject(new LearningSiteFailure('notConfigured', 'LEARNING_BASE_URL is not set'));

/** The learning site of a server without one: it says so on every call. */
export const unconfiguredLearningSite: LearningSite = { configured: false, search: notConfigured, node: notConfigured };
