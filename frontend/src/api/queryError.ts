// Errors of server-state queries travel through the store, so they are plain data, not ApiError
// instances; the one error rule (apiError.ts) still decides what the user is shown.
import { ApiError, toApiError } from './apiError';

export interface QueryError {
  message: string;
  status: number;
  code: string | null;
  details: Record<string, unknown>;
  fields: Record<string, string>;
  /** The request was given up (its arguments changed, or its component went away): nothing to show. */
  aborted: boolean;
  /** The screen that asked says this failure in its own words (a page 'not found'), so no toast repeats it. */
  shownByScreen: boolean;
}

export const queryErrorOf = (e: unknown, aborted: boolean): QueryError => {
  const error = toApiError(e);
  return { message: error.message, status: error.status, code: error.code, details: error.details, fields: error.fields, aborted, shownByScreen: false };
};

export const apiErrorOf = (e: QueryError): ApiError => new ApiError(e.message, e.status, e.code, e.details, e.fields);

export const isQueryError = (value: unknown): value is QueryError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { message?: unknown }).message === 'string' &&
  typeof (value as { status?: unknown }).status === 'number' &&
  typeof (value as { aborted?: unknown }).aborted === 'boolean';
