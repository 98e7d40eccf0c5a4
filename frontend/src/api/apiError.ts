import { SOMETHING_HAPPENED } from '@wb/contracts';

/** The spec's fallback, with the emoji it asks for. */
export const SOMETHING_HAPPENED_MESSAGE = `${SOMETHING_HAPPENED} 😵`;

/** A refused or failed call. `message` is what the user is shown (one error rule for the whole client). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly details: Record<string, unknown> = {},
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isUnauthenticated(): boolean {
    return this.status === 401;
  }
}

/** Turns any answer body into the error the user sees: its error.msg, or 'Something happened' with an emoji. */
export const errorFromBody = (status: number, body: unknown): ApiError => {
  const error = (body as { error?: unknown } | null)?.error;
  if (error && typeof error === 'object') {
    const { msg, code, details, fields } = error as Record<string, unknown>;
    if (typeof msg === 'string' && msg.trim() !== '') {
      return new ApiError(
        msg,
        status,
        typeof code === 'string' ? code : null,
        details && typeof details === 'object' ? (details as Record<string, unknown>) : {},
        fields && typeof fields === 'object' ? (fields as Record<string, string>) : {},
      );
    }
  }
  return new ApiError(SOMETHING_HAPPENED_MESSAGE, status, null);
};

export const toApiError = (e: unknown): ApiError => (e instanceof ApiError ? e : new ApiError(SOMETHING_HAPPENED_MESSAGE, 0, null));
