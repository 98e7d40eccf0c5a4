// What the learning calls answer (spec 002 sections 3 and 7): a search hit, and a linked node as the
// site shows it now (learn {name}, media {status, data {v, s3, $$ or $}}).
import { z } from 'zod';

export const LearnMediaStatusField = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const LearnSearchHit = z.object({ id: z.string(), name: z.string() });
export type LearnSearchHit = z.infer<typeof LearnSearchHit>;

export const LearnNode = z.object({
  nodeID: z.string(),
  name: z.string(),
  /** The node's public page. */
  url: z.string(),
  /** The site's editing page of the node (the Edit button). */
  editUrl: z.string(),
  /** A picture of the video, or null when the site has none. */
  thumbnail: z.string().nullable(),
});
export type LearnNode = z.infer<typeof LearnNode>;

/** The video's ids on the site: v the video id, s3 its stored file, $$ (Prime) or $ (published) its priced ids. */
export const LearnMediaData = z.object({ v: z.string().optional(), s3: z.string().optional(), $$: z.string().optional(), $: z.string().optional() });
export type LearnMediaData = z.infer<typeof LearnMediaData>;

export const LearnMedia = z.object({ status: LearnMediaStatusField, data: LearnMediaData });
export type LearnMedia = z.infer<typeof LearnMedia>;

/** The project holding a node, answered with the refusal of linking it again. */
export const LearnLinkHolder = z.object({ projectID: z.string(), name: z.string() });
export type LearnLinkHolder = z.infer<typeof LearnLinkHolder>;
