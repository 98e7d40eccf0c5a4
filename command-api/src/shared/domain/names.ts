import { uniqueNameKey } from '@wb/contracts';

/**
 * The key a unique name (a project or folder name, an email) is reserved under: the one rule of
 * contracts (`uniqueNameKey`: NFC, invisible characters removed, trimmed, lower-cased), so the field
 * schemas that refuse invisible-only names and the reservations that compare names agree.
 */
export const nameKey = (name: string): string => uniqueNameKey(name);
