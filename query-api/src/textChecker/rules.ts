// What alex reports, as the spec's Text check rules (002 section 3). Pure, so it is tested without
// the worker that runs alex.
import { TextCheckLimits, type TextCheckRule } from '@wb/contracts';

/** The fields the worker copies out of each of alex's messages (vfile messages do not cross threads). */
export interface AlexFinding {
  readonly reason: string;
  readonly actual: string | null;
  readonly expected: readonly string[] | null;
  readonly start: number | null;
  readonly end: number | null;
  readonly profanitySeverity: number | null;
}

/**
 * Rules in text order, each with where it is; a finding without a place (alex gives every one a
 * place, but a rule must point somewhere) marks nothing and is left out.
 */
export const toRules = (findings: readonly AlexFinding[]): TextCheckRule[] =>
  findings
    .filter((f): f is AlexFinding & { start: number; end: number } => f.start !== null && f.end !== null && f.end >= f.start)
    .slice(0, TextCheckLimits.maxRules)
    .map((f) => ({
      message: f.reason,
      actual: f.actual ?? '',
      expected: [...(f.expected ?? [])],
      location: { start: { offset: f.start }, end: { offset: f.end } },
      profanitySeverity: f.profanitySeverity,
    }));
