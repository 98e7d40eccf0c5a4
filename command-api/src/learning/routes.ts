// The learning-link commands: linkNode (the project read from its own stream, the node asked of the
// learning site, its holder found by the node's unique key) and unlinkNode.
import { Calls, type CallDef, type LearnLinkHolder } from '@wb/contracts';
import { askLearningSite } from '@wb/platform';
import { projectAggregate } from '../projects/domain/project/aggregate';
import { commandCall, answer, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { holderOf, loadState } from '../shared/streams';
import { learnLinkAggregate } from './domain/learnLink/aggregate';
import type { LinkedNode } from './domain/learnLink/state';

export const learningRoutes = (deps: CommandDeps): CommandRoute[] => {
  const links = handlerOf(deps.eventStore, learnLinkAggregate);
  const route = <C extends CallDef>(call: C, run: Parameters<typeof commandCall<C>>[2]) => commandCall(deps, call, run);

  const nodeOf = async (nodeID: string): Promise<LinkedNode> => {
    const node = await askLearningSite(() => deps.learningSite.node(nodeID));
    return { nodeID: node.id, name: node.name, url: node.url, mediaStatus: node.media.status };
  };

  /** The project holding the node now, with its name (its id when its stream has none). */
  const holderOfNode = async (nodeID: string): Promise<LearnLinkHolder | null> => {
    const holder = await holderOf(deps.eventStore, learnLinkAggregate, 'node', nodeID);
    if (holder?.node == null) return null;
    const project = await loadState(deps.eventStore, projectAggregate, holder.projectID);
    return { projectID: holder.projectID, name: project?.name ?? holder.projectID };
  };

  return [
    route(Calls.learning.linkNode, async (input, _ctx, meta) => {
      const { projectID, nodeID } = input;
      const project = await loadState(deps.eventStore, projectAggregate, projectID);
      // The site is asked only for a project that exists.
      const node = project === null ? null : await nodeOf(nodeID);
      const outcome = await links.handle(meta, projectID, async () => ({
        type: 'LinkNode',
        projectID,
        projectFound: project !== null,
        node,
        holder: node === null ? null : await holderOfNode(node.nodeID),
      }));
      return answer(ok, outcome.position);
    }),
    route(Calls.learning.unlinkNode, async (input, _ctx, meta) => {
      const outcome = await links.handle(meta, input.projectID, () => ({ type: 'UnlinkNode', projectID: input.projectID }));
      return answer(ok, outcome.position);
    }),
  ];
};
