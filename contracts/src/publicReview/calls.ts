// The review link calls (spec 002 section 7, "Public review and access"): a project member makes a
// scene's or a project's link; anyone holding it reads what the public review page shows.
import { z } from 'zod';
import { grant, publicAccess } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { assetID } from '../assets/fields';
import { sceneID } from '../scenes/fields';
import { expiresOn, newPasscode, passcodeAttempt, reviewSlug } from './fields';
import { ReviewLink, ReviewScene, ReviewSceneSummary } from './models';

// Whoever may view a project's scenes may share them for review (the grant every scene read asks for;
// docs/decisions/publicReview.md).
const view = grant('content.projects-view');
const reads = ['reviewLinks', 'scenes', 'sceneComments'] as const;

/** How a link is made: without anything, the live link is reused; `regenerate` revokes it for a new one. */
const linkOptions = {
  regenerate: z.boolean().optional(),
  expiresOn: expiresOn.nullable().optional(),
  passcode: newPasscode.nullable().optional(),
};
const linkSummary = "Answers the live link (reused) or, with regenerate, expiresOn or passcode given, a new one that revokes the old (expiresOn and passcode are the link's, beyond the spec)";

const scene = {
  generateSceneReviewUrl: defineCall({
    path: '/scene/generateSceneReviewUrl',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: `A scene's public review link. ${linkSummary}`,
    input: z.object({ sceneID, ...linkOptions }),
    output: ReviewLink,
  }),
  generateProjectReviewUrl: defineCall({
    path: '/scene/generateProjectReviewUrl',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: `A project's public review link (all its scenes). ${linkSummary}`,
    input: z.object({ projectID: assetID, ...linkOptions }),
    output: ReviewLink,
  }),
  getReviewScene: defineCall({
    path: '/scene/getReviewScene',
    method: 'POST',
    kind: 'query',
    reads,
    access: publicAccess,
    summary:
      "A review link's scene with its document and comments (a project link: sceneID names one of its scenes, else the first by name). An unknown, revoked, expired or wrong-passcode link answers the same 404",
    input: z.object({ slug: reviewSlug, passcode: passcodeAttempt.optional(), sceneID: sceneID.optional() }),
    output: z.object({ scene: ReviewScene }),
  }),
  getProjectReviewScenes: defineCall({
    path: '/scene/getProjectReviewScenes',
    method: 'POST',
    kind: 'query',
    reads,
    access: publicAccess,
    summary: "A review link's scenes by name with their open and total top-level comments (a scene link: that scene). An unknown, revoked, expired or wrong-passcode link answers the same 404",
    input: z.object({ slug: reviewSlug, passcode: passcodeAttempt.optional() }),
    output: z.object({ scenes: z.array(ReviewSceneSummary) }),
  }),
} as const;

export const publicReviewCalls = { scene } as const;
