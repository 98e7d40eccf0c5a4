// The learning-link reads. getLinkedStatus reads the learning read model only; searchLearnNodes asks the
// learning site, and getLearnNode finds the project's video in the read model and asks the site how it
// is now (docs/decisions/learning.md, Where the site is asked).
import { Calls, Messages, linkStatusOf, type LearnMediaStatus } from '@wb/contracts';
import { ApiError, askLearningSite, type LearningSite, type Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

interface LinkRow {
  node_id: string;
  media_status: LearnMediaStatus;
}

const linkOf = async (pool: Pool, projectID: string): Promise<LinkRow | null> => {
  const { rows } = await pool.query<LinkRow>('SELECT node_id, media_status FROM learning_links WHERE project_id = $1', [projectID]);
  return rows[0] ?? null;
};

export const learningHandlers = (pool: Pool, site: LearningSite): QueryRoute[] => [
  queryCall(Calls.learning.searchLearnNodes, async (input) => {
    const hits = await askLearningSite(() => site.search(input.text, input.limit));
    return { data: hits.map((h) => ({ id: h.id, name: h.name })) };
  }),
  queryCall(Calls.learning.getLearnNode, async (input) => {
    // Not configured is said even for a project without a link: the tab then says why it cannot link.
    if (!site.configured) throw new ApiError('learningNotConfigured', Messages.learningNotConfigured);
    const link = await linkOf(pool, input.projectID);
    if (link === null) return { learn: null, media: null };
    const node = await askLearningSite(() => site.node(link.node_id));
    return {
      learn: { nodeID: node.id, name: node.name, url: node.url, editUrl: node.editUrl, thumbnail: node.thumbnail },
      media: { status: node.media.status, data: { ...node.media.data } },
    };
  }),
  queryCall(Calls.learning.getLinkedStatus, async (input) => {
    const link = await linkOf(pool, input.projectID);
    return { status: linkStatusOf(link?.media_status ?? null) };
  }),
];
