// The project contents page's settings calls (spec 000 section 7, Projects): links, the due date and
// the thumbnail. /project/updateThumbnail is ours: the spec has a thumbnail upload on the page but
// names no call for it (docs/decisions/projectContents.md).
import { z } from 'zod';
import { grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { id, ok } from '../kernel/fields';
import { textField } from '../kernel/text';
import { blobUrl } from '../assets/fields';
import { ProjectContentsLimits } from './constants';

const edit = grant('content.projects-edit');

const required = (max: number) => textField({ trim: true, min: 1, minMessage: 'Required', max });

/** A link's address: any http(s) address, written out with its scheme (a link is opened, never loaded by the page). */
export const linkUrl = required(ProjectContentsLimits.linkUrlMax)
  .refine((v) => /^https?:\/\/[^\s/]+/i.test(v), 'An address starting http:// or https://')
  .meta({ examples: ['https://docs.example.org/script'] });

/** A link of a project (spec 000 section 3, data.links): its name and URL are needed; its type says what it is (any short word, 'link' by default). */
export const projectLinkInput = z.object({
  type: textField({ trim: true, max: ProjectContentsLimits.linkTypeMax }).default('link'),
  url: linkUrl,
  name: required(ProjectContentsLimits.linkNameMax),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (v: string): boolean => DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
/** A due date as the native date input gives it (YYYY-MM-DD); empty (or null) clears it. */
const dueDateInput = z
  .union([z.string().max(10), z.null()], 'A date (YYYY-MM-DD) or empty')
  .meta({ examples: ['2030-05-17'] })
  .refine((v) => v === null || v === '' || isCalendarDate(v), 'A date as YYYY-MM-DD, or empty to clear it')
  .transform((v) => (v === null || v === '' ? null : v));

export const projectContentsCalls = {
  addLink: defineCall({
    path: '/project/addLink',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Add a link {type, url, name} to a project; a URL the project links already is refused ('Link with that URL already exists!')",
    input: z.object({ projectID: id, link: projectLinkInput }),
    output: ok,
  }),
  removeLink: defineCall({
    path: '/project/removeLink',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Remove the link with that URL from a project',
    input: z.object({ projectID: id, url: required(ProjectContentsLimits.linkUrlMax) }),
    output: ok,
  }),
  addDueDate: defineCall({
    path: '/project/addDueDate',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Set a project's due date (YYYY-MM-DD; a new date is not completed yet); empty clears it",
    input: z.object({ projectID: id, dueDate: dueDateInput }),
    output: ok,
  }),
  dueDateComplete: defineCall({
    path: '/project/dueDateComplete',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Mark a project's due date completed (Completed on: now)",
    input: z.object({ projectID: id }),
    output: ok,
  }),
  updateThumbnail: defineCall({
    path: '/project/updateThumbnail',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Set a project's thumbnail: the caller's own upload of purpose projectThumbnail (jpg or jpeg); null removes it",
    input: z.object({ projectID: id, thumbnail: blobUrl.nullable() }),
    output: ok,
  }),
} as const;
