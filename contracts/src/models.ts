// Shapes of what queries answer (spec 000 section 3), shared by query-api and the client.
import { z } from 'zod';
import { TrelloBoards } from './events/folder';

export const Member = z.object({
  userID: z.number().int(),
  givenName: z.string(),
  familyName: z.string(),
  avatar: z.string().nullable(),
  owner: z.boolean(),
  subscribed: z.boolean(),
});
export type Member = z.infer<typeof Member>;

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
});
export type Project = z.infer<typeof Project>;

export const ProjectGroup = z.object({
  projectGroupID: z.string(),
  name: z.string(),
  status: z.number().int(),
  createdOn: z.string(),
  /** Number of active and archived projects in the folder. */
  projects: z.number().int(),
  data: z.object({ trello: z.object({ boards: TrelloBoards }) }),
});
export type ProjectGroup = z.infer<typeof ProjectGroup>;

export const User = z.object({
  userID: z.number().int(),
  givenName: z.string(),
  familyName: z.string(),
  fullName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  permissions: z.array(z.string()),
  data: z.object({
    roles: z.array(z.string()),
    degrees: z.array(z.string()),
    slackId: z.string().nullable(),
    trello: z.object({ id: z.string().nullable() }),
    deactivated: z.boolean(),
  }),
});
export type User = z.infer<typeof User>;

export const TeamMember = User.pick({ userID: true, givenName: true, familyName: true, fullName: true, avatar: true });
export type TeamMember = z.infer<typeof TeamMember>;

export const UserGrants = z.object({
  userID: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  permissions: z.array(z.string()),
});
export type UserGrants = z.infer<typeof UserGrants>;

/** A read model's health for the admin console: how far behind it is, what it could not apply, and a rebuild under way. */
export const ReadModelStatus = z.object({
  name: z.string(),
  version: z.number().int(),
  checkpoint: z.string(),
  lagEvents: z.number().int(),
  eventsPerSecond: z.number(),
  lastError: z.string().nullable(),
  parked: z.number().int(),
  /** A rebuild into fresh tables (a new version, or asked for): the old tables keep serving until it swaps them in. */
  rebuild: z.object({ version: z.number().int(), appliedEvents: z.number().int(), totalEvents: z.number().int() }).nullable(),
});
export type ReadModelStatus = z.infer<typeof ReadModelStatus>;
