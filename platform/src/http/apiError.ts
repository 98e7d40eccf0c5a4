// An error answered as {"error": {"msg", "code", "fields", "details"}} with the status of its code.
import { ErrorCode, Messages } from '@wb/contracts';
import type { ZodError } from 'zod';

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    msg: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
  get status(): number {
    return ErrorCode[this.code];
  }
  toBody() {
    // `fields` is always there (empty when no field is to blame), so clients can read it unguarded.
    return { error: { msg: this.message, code: this.code, fields: this.fields ?? {}, ...(this.details ? { details: this.details } : {}) } };
  }
}

/**
 * 400 with one entry per refused field (dotted path, or '_' for the body itself). A refused part of a
 * field (`projectIDs.0`) also names the field itself, so that a client looking up `projectIDs` finds it.
 */
export const validationError = (err: Pick<ZodError, 'issues'> | { readonly issues: readonly { readonly path: readonly (string | number)[]; readonly message: string }[] }): ApiError => {
  const leaves: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    leaves[key] ??= issue.message;
  }
  const fields: Record<string, string> = { ...leaves };
  for (const issue of err.issues) {
    if (issue.path.length < 2) continue;
    const [field, ...part] = issue.path;
    fields[String(field)] ??= `${part.join('.')}: ${issue.message}`;
  }
  const summary = Object.entries(leaves)
    .map(([f, m]) => `${f}: ${m}`)
    .join('; ');
  return new ApiError('validation', `Invalid input (${summary})`, fields);
};

/**
 * 415: a body the server does not read (not JSON, or a charset or content encoding it does not decode).
 * Answered by the edge before any call runs, so it is no call's error code in the registry.
 */
export class MediaTypeError extends Error {
  readonly status = 415;
  constructor(msg: string) {
    super(msg);
    this.name = 'MediaTypeError';
  }
  toBody() {
    return { error: { msg: this.message, code: 'unsupportedMediaType', fields: { 'Content-Type': this.message } } };
  }
}

export const unauthenticated = (): ApiError => new ApiError('unauthenticated', Messages.signInRequired);
export const forbidden = (grant: string): ApiError => new ApiError('forbidden', Messages.missingGrant(grant), undefined, { grant });
export const notFound = (what: string): ApiError => new ApiError('notFound', `${what} was not found.`);
