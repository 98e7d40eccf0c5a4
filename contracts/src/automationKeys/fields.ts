// Field schemas of the automation key calls, each bounded.
import { z } from 'zod';
import { nameField } from '../kernel/text';
import { AutomationKeyLimits, AutomationKeyScopes } from './constants';

const { maxKeyInputLength, maxNameLength, minExpiryDays, maxExpiryDays } = AutomationKeyLimits;

/**
 * A key as a page sends it (from its ?key=): bounded, so no long text is hashed or looked up. Left out
 * or empty, it is refused exactly as a wrong key is.
 */
export const automationKeyInput = z.string().max(maxKeyInputLength, `At most ${maxKeyInputLength} characters`).optional();

export const keyName = nameField({ max: maxNameLength, emptyMessage: 'Name is required' });
export const keyScope = z.enum(AutomationKeyScopes, `One of ${AutomationKeyScopes.join(', ')}`);
export const keyScopes = z
  .array(keyScope)
  .min(1, 'Choose at least one scope')
  .max(AutomationKeyScopes.length)
  .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once');
export const expiresInDays = z.number().int('Must be a whole number of days').min(minExpiryDays, `At least ${minExpiryDays} day`).max(maxExpiryDays, `At most ${maxExpiryDays} days`);
export const keyID = z.uuid('A key id');
