// The credits calls (spec 002 section 7, Credits). Credits belong to a project: reading them (and
// drawing credits.png from them) asks for the grant that opens a project, changing them for project
// edit, as a project's other content (docs/decisions/credits.md). /exporter/getExporterCredits is
// for the credits exporter page opened with an automation key instead of a session.
import { z } from 'zod';
import { automationKey, grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { id, ok } from '../kernel/fields';
import { automationKeyInput } from '../automationKeys/fields';
import { assetID } from '../assets/fields';
import { creditEntryFields, creditItemsInput, creditsDataInput } from './fields';
import { CreditsData, ProjectCredits } from './models';

const view = grant('content.projects-view');
const edit = grant('content.projects-edit');
const reads = ['credits'] as const;
const projectID = assetID;

const project = {
  getCreditsData: defineCall({
    path: '/project/getCreditsData',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: "A project's credits (items, partner logos, spacer); creditsData is null while it has none",
    input: z.object({ projectID }),
    output: z.object({ creditsData: ProjectCredits.nullable() }),
  }),
  newCredits: defineCall({
    path: '/project/newCredits',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Create a project's credits (the editor sends the defaults when a project has none); 409 when they exist",
    input: z.object({ projectID, data: z.object({ items: creditItemsInput }) }),
    output: ok,
  }),
  updateCredits: defineCall({
    path: '/project/updateCredits',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Replace a project's credit items, partner logos or spacer (any of them, or the full data)",
    input: z.object({ projectID, data: creditsDataInput }),
    output: ok,
  }),
  removePartnerLogos: defineCall({
    path: '/project/removePartnerLogos',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Remove every partner logo of a project's credits",
    input: z.object({ projectID }),
    output: ok,
  }),
  // The contents page's credit entries (spec 000 section 7): one entry of the credits document at a time.
  addCreditEntry: defineCall({
    path: '/project/addCreditEntry',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Add a credit entry {id, name, role} to a project's credits (created when it has none); name and role are both needed",
    input: z.object({ projectID, ...creditEntryFields }),
    output: ok,
  }),
  removeCreditEntry: defineCall({
    path: '/project/removeCreditEntry',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Remove the credit entry with that id from a project's credits",
    input: z.object({ projectID, creditID: id }),
    output: ok,
  }),
  getCreditsScreenshot: defineCall({
    path: '/project/getCreditsScreenshot',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: "Draw a project's credits as credits.png (the credits exporter page in a headless browser) and store it; answers its address",
    input: z.object({ projectID }),
    output: z.object({ src: z.string() }),
  }),
} as const;

const exporter = {
  getExporterCredits: defineCall({
    path: '/exporter/getExporterCredits',
    method: 'POST',
    kind: 'query',
    reads,
    access: automationKey('credits', { orSignedIn: false }),
    summary: "A project's credits for the credits exporter page",
    input: z.object({ key: automationKeyInput, projectID }),
    output: z.object({ credits: z.object({ data: CreditsData }).nullable() }),
  }),
} as const;

export const creditsCalls = { project, exporter } as const;
