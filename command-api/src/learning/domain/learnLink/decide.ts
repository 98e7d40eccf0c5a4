// A project's link to a video of the learning site (spec 002 sections 2, 5 and 8): the project must
// exist, a video links one project at a time (its node id is a unique key of this aggregate, so two
// projects racing for one video are decided by the store), and linking another video replaces the link.
import { Messages, type LearnLinkHolder } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import type { LearnLink, LearnLinkEvent, LinkedNode } from './state';

export interface LinkNode {
  readonly type: 'LinkNode';
  readonly projectID: string;
  /** Whether the project's own stream exists. */
  readonly projectFound: boolean;
  /** The node as the learning site answered it; null when it was not asked (the project is refused first). */
  readonly node: LinkedNode | null;
  /** The project holding the node now, if any. */
  readonly holder: LearnLinkHolder | null;
}

export interface UnlinkNode {
  readonly type: 'UnlinkNode';
  readonly projectID: string;
}

export type LearnLinkCommand = LinkNode | UnlinkNode;

const link = (command: LinkNode, state: LearnLink): Decision<LearnLinkEvent> => {
  const { projectID, node, holder } = command;
  if (!command.projectFound || node === null) return domainError('notFound', Messages.learningProjectNotFound);
  if (holder !== null && holder.projectID !== projectID) {
    // The spec's answer "error and project.projectID": the holder travels in error.details.project.
    return domainError('conflict', Messages.learningLinkedElsewhere, { details: { project: holder } });
  }
  const current = state?.node ?? null;
  if (current?.nodeID === node.nodeID) return [];
  const linked: LearnLinkEvent = { type: 'LearnNodeLinked', data: { projectID, ...node } };
  return current === null ? [linked] : [{ type: 'LearnNodeUnlinked', data: { projectID, nodeID: current.nodeID } }, linked];
};

const unlink = (command: UnlinkNode, state: LearnLink): Decision<LearnLinkEvent> => {
  const current = state?.node ?? null;
  if (current === null) return domainError('notFound', Messages.learningNotLinked);
  return [{ type: 'LearnNodeUnlinked', data: { projectID: command.projectID, nodeID: current.nodeID } }];
};

export const decide = (command: LearnLinkCommand, state: LearnLink): Decision<LearnLinkEvent> => {
  switch (command.type) {
    case 'LinkNode':
      return link(command, state);
    case 'UnlinkNode':
      return unlink(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
