import { ApiError } from '@wb/platform';
import type { DomainError } from './domain/domainError';

/** A refused command answers its domain error as is: the code's status and the spec's message. */
export const toApiError = (error: DomainError): ApiError => new ApiError(error.code, error.msg, error.fields, error.details);
