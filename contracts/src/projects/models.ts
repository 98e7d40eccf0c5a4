// What project queries answer (spec 000 section 3): the card and its members.
import { z } from 'zod';

export const Member = z.object({
  userID: z.number().int(),
  givenName: z.string(),
  familyName: z.string(),
  avatar: z.string().nullable(),
  owner: z.boolean(),
  subscribed: z.boolean(),
});
export type Member = z.infer<typeof Member>;

/** A link of a project (spec 000 section 3, data.links). */
export const ProjectLink = z.object({ type: z.string(), url: z.string(), name: z.string() });
export type ProjectLink = z.infer<typeof ProjectLink>;

/** A project's due date (data.due): date YYYY-MM-DD or null (none); completedOn once completed. */
export const ProjectDue = z.object({ date: z.string().nullable(), completedOn: z.string().nullable() });
export type ProjectDue = z.infer<typeof ProjectDue>;

/**
 * The card of the card board linked to it (spec 000 section 3, data.trello): its id, address and last
 * activity as they were when linked. Webhooks are not registered (docs/decisions/cardBoard.md), so none are listed.
 */
export const ProjectTrelloLink = z.object({ id: z.string(), url: z.string(), dateLastActivity: z.string().nullable(), webhooks: z.array(z.object({ name: z.string(), webhookId: z.string() })) });
export type ProjectTrelloLink = z.infer<typeof ProjectTrelloLink>;

export const Project = z.object({
  projectID: z.string(),
  name: z.string(),
  status: z.number().int(),
  createdOn: z.string(),
  modified: z.string(),
  groups: z.array(z.string()),
  members: z.array(Member),
  thumbnail: z.string().nullable(),
  /** File types present in the project (video, image, audio, svg, text, pdf). */
  types: z.array(z.string()),
  commentCount: z.number().int(),
  wordCount: z.number().int(),
  /** Whether the asking user is subscribed. */
  subscribed: z.boolean(),
  /** When the asking user last opened it, if ever. */
  lastAccessed: z.string().nullable(),
  /** The contents page's settings (spec 000 section 3, Project data). */
  data: z.object({ links: z.array(ProjectLink), due: ProjectDue, trello: ProjectTrelloLink.nullable() }),
  /** The learning site's status (spec 000 section 9: 1 live, 0 draft, -1 not linked); a command's answer leaves it out. */
  learnStatus: z.union([z.literal(1), z.literal(0), z.literal(-1)]).optional(),
});
export type Project = z.infer<typeof Project>;
