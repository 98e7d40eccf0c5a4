// Domain errors are values (a code of contracts' ErrorCode and the spec's message), returned by
// decide, never thrown, so tests can compare them and handlers can answer them as they are.
import type { ErrorCode } from '@wb/contracts';

export interface DomainError {
  readonly kind: 'domainError';
  readonly code: ErrorCode;
  readonly msg: string;
  readonly fields?: Record<string, string>;
  readonly details?: Record<string, unknown>;
}

export const domainError = (code: ErrorCode, msg: string, extra: { fields?: Record<string, string>; details?: Record<string, unknown> } = {}): DomainError => ({
  kind: 'domainError',
  code,
  msg,
  ...extra,
});

export const isDomainError = (value: unknown): value is DomainError => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'domainError';
