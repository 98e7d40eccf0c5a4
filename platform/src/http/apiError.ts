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
    return { error: { msg: this.message, code: this.code, ...(this.fields ? { fields: this.fields } : {}), ...(this.details ? { details: this.details } : {}) } };
  }
}

/** 400 with one entry per refused field (dotted path, or '_' for the body itself). */
export const validationError = (err: ZodError): ApiError => {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const summary = Object.entries(fields).map(([f, m]) => `${f}: ${m}`).join('; ');
  return new ApiError('validation', `Invalid input (${summary})`, fields);
};

export const unauthenticated = (): ApiError => new ApiError('unauthenticated', Messages.signInRequired);
export const forbidden = (grant: string): ApiError => new ApiError('forbidden', Messages.missingGrant(grant), undefined, { grant });
export const notFound = (what: string): ApiError => new ApiError('notFound', `${what} was not found.`);
