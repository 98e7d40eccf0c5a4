// The admin's Resources tab (spec 001 sections 2, 5 and 7): the list, save (create or edit) and delete.
import { z } from 'zod';
import { grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { Limits } from '../kernel/constants';
import { empty, id, ok } from '../kernel/fields';
import { textField } from '../kernel/text';
import { BLOB_URL_PREFIX, CopyrightOptions } from './constants';
import { Resource } from './models';

const resources = grant('admin.resources');

/**
 * The required fields (name, source link, copyright) may come empty or be left out: that is decide's
 * rule, answered with the spec's 'Please fill out the required fields.' naming each missing field.
 */
const optionalText = (max: number) => textField({ trim: true, max }).default('');
const WEB_ADDRESS = 'Use a web address starting with https:// or http://';
const link = textField({ trim: true, max: 2000 })
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), WEB_ADDRESS)
  .refine((v) => {
    try {
      return v === '' || ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, WEB_ADDRESS)
  .default('');
const copyright = z.union([z.enum(CopyrightOptions), z.literal('')], `Choose one of: ${CopyrightOptions.join(', ')}`).default('');
/** Only an image uploaded here: a blob path the server made, never an outside address. */
const image = textField({ trim: true, max: 500 })
  .refine((v) => v === '' || (v.startsWith(BLOB_URL_PREFIX) && /^[A-Za-z0-9/_.-]+$/.test(v) && !v.includes('..')), `Upload the image: an address under ${BLOB_URL_PREFIX}`)
  .default('');
const projectIDs = z.array(id).max(Limits.listMaxItems, `At most ${Limits.listMaxItems}`).default([]);

export const SaveResourceInput = z.object({
  resourceID: id.optional(),
  name: optionalText(Limits.nameMaxLength),
  data: z
    .object({
      attribution: optionalText(Limits.nameMaxLength),
      copyright,
      link,
      notes: optionalText(Limits.textMaxLength),
      projects: projectIDs,
      image,
    })
    .prefault({}),
  projectsToRemove: projectIDs,
});
export type SaveResourceInput = z.infer<typeof SaveResourceInput>;

const resourcesCalls = {
  getAll: defineCall({
    path: '/resources/getAll',
    method: 'POST',
    kind: 'query',
    reads: ['resources'],
    access: resources,
    summary: 'Every resource, active and deleted, newest first',
    input: empty.optional(),
    output: z.object({ resources: z.array(Resource) }),
  }),
  save: defineCall({
    path: '/resources/save',
    method: 'POST',
    kind: 'command',
    access: resources,
    summary: 'Create a resource (no resourceID) or change one; name, source link and copyright are required',
    input: SaveResourceInput,
    output: z.object({ resourceID: z.string() }),
  }),
} as const;

const admin = {
  adminDeleteResource: defineCall({
    path: '/admin/adminDeleteResource',
    method: 'POST',
    kind: 'command',
    access: resources,
    summary: 'Delete a resource (it stays listed as deleted)',
    input: z.object({ resourceID: id }),
    output: ok,
  }),
} as const;

export const resourceCalls = { resources: resourcesCalls, admin } as const;
