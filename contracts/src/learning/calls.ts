// The learning-content link calls (spec 002 section 7, spec 000 section 7): searching the site's
// videos, the linked node as the site shows it, linking and unlinking, and the link's status. Seeing
// needs content.learning-view, linking and unlinking content.learning-edit (spec 002 section 6); the
// link's status shows to whoever sees the project.
import { z } from 'zod';
import { anyGrant, grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { ok, searchText } from '../kernel/fields';
import { assetID } from '../assets/fields';
import { nodeID, searchLimit } from './fields';
import { LearnMedia, LearnNode, LearnSearchHit } from './models';

const view = grant('content.learning-view');
const edit = grant('content.learning-edit');
const projectID = assetID;
const linkStatus = z.union([z.literal(1), z.literal(0), z.literal(-1)]);

const learning = {
  searchLearnNodes: defineCall({
    path: '/learning/searchLearnNodes',
    method: 'POST',
    kind: 'query',
    access: view,
    summary: "The learning site's videos whose name matches the text, at most limit (100)",
    input: z.object({ text: searchText, limit: searchLimit }),
    output: z.object({ data: z.array(LearnSearchHit) }),
  }),
  getLearnNode: defineCall({
    path: '/learning/getLearnNode',
    method: 'POST',
    kind: 'query',
    reads: ['learning'],
    access: view,
    summary: 'The video a project is linked to, as the learning site shows it now (learn and media null when not linked)',
    input: z.object({ projectID }),
    output: z.object({ learn: LearnNode.nullable(), media: LearnMedia.nullable() }),
  }),
  linkNode: defineCall({
    path: '/learning/linkNode',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Link a project to a video of the learning site; a video links one project: 409 with details.project {projectID, name}',
    input: z.object({ nodeID, projectID }),
    output: ok,
  }),
  unlinkNode: defineCall({
    path: '/learning/unlinkNode',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Remove a project's link to its video (the video stays on the site)",
    input: z.object({ projectID }),
    output: ok,
  }),
  getLinkedStatus: defineCall({
    path: '/learning/getLinkedStatus',
    method: 'POST',
    kind: 'query',
    reads: ['learning'],
    // The status shows on the project's card and contents page, to whoever sees the project (spec 000 section 5).
    access: anyGrant(['content.projects-view', 'content.learning-view']),
    summary: "A project's link status: 1 live, 0 draft, -1 not linked (read without asking the site)",
    input: z.object({ projectID }),
    output: z.object({ status: linkStatus }),
  }),
} as const;

export const learningCalls = { learning } as const;
