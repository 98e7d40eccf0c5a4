// Events of review links (past tense, schema version 1). A scene's or project's link is one stream;
// a new link replaces (revokes) the one before.
import { z } from 'zod';

export const PublicReviewEvents = {
  ReviewLinkGenerated: z.object({
    /** 'scene': a link to sceneID; 'project': to every scene of projectID. */
    kind: z.enum(['scene', 'project']),
    sceneID: z.string().nullable(),
    projectID: z.string(),
    reviewUrl: z.string(),
    expiresOn: z.string().nullable(),
    /** argon2id hash of the passcode, or null for a link without one. */
    passcodeHash: z.string().nullable(),
    userID: z.number().int(),
  }),
} as const;
