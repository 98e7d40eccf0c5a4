import { z } from 'zod';

const userID = z.number().int();

export const UserEvents = {
  UserAdded: z.object({ userID, email: z.string(), givenName: z.string(), familyName: z.string() }),
  UserDeactivated: z.object({ userID }),
  UserReactivated: z.object({ userID }),
  UserEmailChanged: z.object({ userID, email: z.string(), previousEmail: z.string() }),
  UserDegreesSet: z.object({ userID, degrees: z.array(z.string()) }),
  UserRoleAdded: z.object({ userID, role: z.string() }),
  UserRoleRemoved: z.object({ userID, role: z.string() }),
  UserSlackIdSet: z.object({ userID, slackId: z.string() }),
  UserTrelloIdSet: z.object({ userID, trelloId: z.string() }),
  UserAvatarChanged: z.object({ userID, src: z.string() }),
  GrantsAdded: z.object({ userID, grants: z.array(z.string()) }),
  GrantsRevoked: z.object({ userID, grants: z.array(z.string()) }),
  /** A credential was set (first chosen, or changed by its user); its value lives only in the auth table. */
  UserPasswordSet: z.object({ userID }),
  UserSignedIn: z.object({ userID, method: z.enum(['password', 'oidc']) }),
} as const;
