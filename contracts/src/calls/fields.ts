// Field schemas reused by calls, each with a size bound.
import { z } from 'zod';
import { Limits } from '../constants';

export const name = z.string().trim().min(1, 'Name is required').max(Limits.nameMaxLength);
export const id = z.string().trim().min(1, 'Required').max(64);
export const ids = z.array(id).min(1, 'Choose at least one').max(Limits.listMaxItems);
export const userID = z.coerce.number().int('Must be a whole number').positive('Must be positive').max(2_147_483_647);
export const email = z.string().trim().email('Not an email address').max(320);
export const shortText = z.string().trim().max(Limits.nameMaxLength);
export const status = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const start = z.number().int().min(0).default(0);
export const count = z.number().int().min(1).max(Limits.pageMaxCount).default(20);
export const sortBy = z.enum(['recent', 'name', 'created', 'modified']).default('recent');
export const statusFilter = z.array(status).max(3).default([1]);
export const empty = z.object({}).strict();
export const ok = z.object({ ok: z.literal(true) });
