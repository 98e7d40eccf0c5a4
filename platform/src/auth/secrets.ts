// Random secrets handed to a browser (session ids, set-password tokens) are stored only as their
// SHA-256, so a leaked auth table lets nobody in.
import { createHash, randomBytes } from 'node:crypto';

export const newSecret = (): string => randomBytes(32).toString('base64url');

export const secretHash = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');
