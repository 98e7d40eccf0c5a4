// The admin's Labels tab (spec 001 sections 2 and 7): the scene labels, create and change.
import { z } from 'zod';
import { grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { empty, id, name, oneOf } from '../kernel/fields';
import { LabelColors } from './constants';
import { SceneLabel } from './models';

const labels = grant('admin.labels');
const color = oneOf(LabelColors);
const labelOut = z.object({ labelID: z.string(), name: z.string(), data: z.object({ color: z.enum(LabelColors) }) });

const admin = {
  adminGetSceneLabels: defineCall({
    path: '/admin/adminGetSceneLabels',
    method: 'POST',
    kind: 'query',
    reads: ['sceneLabels'],
    access: labels,
    summary: 'Every scene label, by name',
    input: empty.optional(),
    output: z.object({ labels: z.array(SceneLabel) }),
  }),
  adminCreateSceneLabel: defineCall({
    path: '/admin/adminCreateSceneLabel',
    method: 'POST',
    kind: 'command',
    access: labels,
    summary: 'Create a scene label (names are unique, ignoring case)',
    input: z.object({ name, color }),
    output: z.object({ label: labelOut }),
  }),
  adminUpdateSceneLabel: defineCall({
    path: '/admin/adminUpdateSceneLabel',
    method: 'POST',
    kind: 'command',
    access: labels,
    summary: 'Rename or recolour a scene label',
    input: z.object({ labelID: id, name, color }),
    output: z.object({ label: labelOut }),
  }),
} as const;

export const sceneLabelCalls = { admin } as const;
