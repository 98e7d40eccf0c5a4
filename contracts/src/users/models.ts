// What user queries answer (spec 000 section 3), shared by query-api and the client.
import { z } from 'zod';

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

// Spec 002 'Team member': the production roles travel too, so a mention list can show them as sub-labels.
export const TeamMember = User.pick({ userID: true, givenName: true, familyName: true, fullName: true, avatar: true }).extend({ roles: z.array(z.string()) });
export type TeamMember = z.infer<typeof TeamMember>;

export const UserGrants = z.object({
  userID: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  permissions: z.array(z.string()),
});
export type UserGrants = z.infer<typeof UserGrants>;
