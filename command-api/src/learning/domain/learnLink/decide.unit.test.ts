import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { learnLinkAggregate } from './aggregate';
import type { LinkNode } from './decide';
import type { LearnLinkEvent, LinkedNode } from './state';

const { given } = deciderSpec(learnLinkAggregate);
const projectID = 'p-1';
const node = (nodeID: string, mediaStatus: 0 | 1 | 2 = 1): LinkedNode => ({ nodeID, name: `Video ${nodeID}`, url: `https://learn.example/videos/${nodeID}`, mediaStatus });
const linkOf = (n: LinkedNode): LinkNode => ({ type: 'LinkNode', projectID, projectFound: true, node: n, holder: null });
const linked = (n: LinkedNode): LearnLinkEvent => ({ type: 'LearnNodeLinked', data: { projectID, ...n } });
const unlinked = (nodeID: string): LearnLinkEvent => ({ type: 'LearnNodeUnlinked', data: { projectID, nodeID } });

describe('linking a video (spec 002 sections 2 and 5)', () => {
  it('links a project to the video chosen, keeping its name, page and media status', () => {
    given([])
      .when(linkOf(node('101', 0)))
      .then([linked(node('101', 0))]);
  });

  it('refuses a project that does not exist', () => {
    given([])
      .when({ ...linkOf(node('101')), projectFound: false, node: null })
      .thenFails('notFound', Messages.learningProjectNotFound);
  });

  it("refuses a video linked to another project with the spec's message, naming that project", () => {
    const refused = given([])
      .when({ ...linkOf(node('101')), holder: { projectID: 'p-2', name: 'Optics' } })
      .thenFails('conflict', 'Video is already linked to a different project');
    expect(refused.details).toEqual({ project: { projectID: 'p-2', name: 'Optics' } });
  });

  it('does nothing when the project already holds that video', () => {
    given([linked(node('101'))])
      .when({ ...linkOf(node('101')), holder: { projectID, name: 'Mine' } })
      .then([]);
  });

  it('replaces the link with another video: the old one is unlinked first', () => {
    given([linked(node('101'))])
      .when(linkOf(node('102')))
      .then([unlinked('101'), linked(node('102'))]);
  });

  it('claims the node id, and gives it up when replaced', () => {
    expect(learnLinkAggregate.claimsOf([unlinked('101'), linked(node('102'))], null, linkOf(node('102')))).toEqual({
      reserve: [learnLinkAggregate.key('node', '102')],
      release: [learnLinkAggregate.key('node', '101')],
    });
  });

  it('may link a video again once its holder unlinked it', () => {
    given([linked(node('101')), unlinked('101')])
      .when(linkOf(node('101')))
      .then([linked(node('101'))]);
  });
});

describe('unlinking', () => {
  it('unlinks the video the project holds', () => {
    given([linked(node('101'))])
      .when({ type: 'UnlinkNode', projectID })
      .then([unlinked('101')]);
  });

  it('refuses a project that holds no video', () => {
    given([]).when({ type: 'UnlinkNode', projectID }).thenFails('notFound', Messages.learningNotLinked);
    given([linked(node('101')), unlinked('101')])
      .when({ type: 'UnlinkNode', projectID })
      .thenFails('notFound', Messages.learningNotLinked);
  });
});
