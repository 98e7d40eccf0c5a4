// What the rules of a comment's text share: when text counts as written, and a refusal naming its field.
import { removeInvisible } from '@wb/contracts';
import { domainError, type DomainError } from '../../../shared/domain/domainError';

/** Text that shows something: not empty, nor only spaces and invisible characters. */
export const hasText = (text: string): boolean => removeInvisible(text).trim() !== '';

export const refused = (code: 'validation' | 'notFound', msg: string, field: string): DomainError => domainError(code, msg, { fields: { [field]: msg } });
