// The asset library's refusals, as domain error values with the messages of contracts.
import { Messages } from '@wb/contracts';
import { domainError, type DomainError } from '../../shared/domain/domainError';

export const kitNotFound = (): DomainError => domainError('notFound', Messages.kitNotFound);
export const fileNotFound = (): DomainError => domainError('notFound', Messages.fileNotFound);
export const directoryNotFound = (): DomainError => domainError('notFound', Messages.directoryNotFound);
export const tagNotFound = (): DomainError => domainError('notFound', Messages.tagNotFound);
export const linkNotFound = (): DomainError => domainError('notFound', Messages.linkNotFound);
export const projectNotFound = (): DomainError => domainError('notFound', 'That project was not found.');
export const noUploadsToAllKit = (): DomainError => domainError('invalidState', Messages.noUploadsToAllKit);
