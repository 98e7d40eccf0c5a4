// A project's files for review and the counts of their comments (the header's dot). The comments
// themselves are the review area's queries (review/reviewApi).
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';
import { textsOfSvg } from './svgTexts';

export const projectFilesApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    projectFiles: callQuery(build, Calls.files.getProjectFiles),
    projectCommentCounts: callQuery(build, Calls.comments.getProjectCommentCounts),
    // A stored SVG's texts, for the spell check: a version's file never changes, so its URL is the key.
    svgTexts: build.query<string[], string>({
      queryFn: async (url, { signal }) => {
        try {
          const answer = await fetch(url, { signal, credentials: 'same-origin' });
          if (!answer.ok) return { data: [] };
          return { data: textsOfSvg(await answer.text()) };
        } catch {
          // The spell check is a help: a file that cannot be read has no words to check.
          return { data: [] };
        }
      },
    }),
  }),
});

export const { useProjectFilesQuery, useProjectCommentCountsQuery, useSvgTextsQuery } = projectFilesApi;
