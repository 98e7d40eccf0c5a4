// What every rule about a comment's text shares: when text counts as written, and a refusal naming its field.
import { removeInvisible } from '@wb/contracts';
import { domainError, type DomainError } from '../domainError';

/** Text that shows something: not empty, nor only spaces and invisible characters. */
export const hasText = (text: string): boolean => removeInvisible(text).trim() !== '';

export const refused = (code: 'validation' | 'notFound', msg: string, field: string): DomainError => domainError(code, msg, { fields: { [field]: msg } });
