// The checked text cut into spans at every rule's edges, each span with the rules that flag it, so the
// screen can colour flagged words and, when a rule is selected, only that rule's words.
import type { TextCheckRule } from '@wb/contracts';

export interface Span {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** Indexes into the rules of the spans' text; empty for text nothing flags. */
  readonly rules: readonly number[];
}

export type Severity = 'low' | 'medium' | 'high';

/** Spec 002 (Text checker): profanity severity 0 yellow, 1 orange, otherwise red. */
export const severityOf = (profanitySeverity: number | null): Severity => (profanitySeverity === 0 ? 'low' : profanitySeverity === 1 ? 'medium' : 'high');

const RANK: Record<Severity, number> = { low: 0, medium: 1, high: 2 };

/** The most severe of the rules flagging a span: what its colour says. */
export const spanSeverity = (span: Span, rules: readonly TextCheckRule[]): Severity | null =>
  span.rules.reduce<Severity | null>((worst, i) => {
    const rule = rules[i];
    if (!rule) return worst;
    const s = severityOf(rule.profanitySeverity);
    return worst === null || RANK[s] > RANK[worst] ? s : worst;
  }, null);

/** Rules whose place lies outside the text (a text changed since it was checked) are left out. */
export const spansOf = (text: string, rules: readonly TextCheckRule[]): Span[] => {
  const edges = new Set<number>([0, text.length]);
  const placed = rules.map((r, i) => ({ i, start: r.location.start.offset, end: r.location.end.offset })).filter((r) => r.start < r.end && r.end <= text.length);
  for (const r of placed) edges.add(r.start).add(r.end);
  const cuts = [...edges].sort((a, b) => a - b);
  const spans: Span[] = [];
  for (let k = 0; k + 1 < cuts.length; k += 1) {
    const start = cuts[k] ?? 0;
    const end = cuts[k + 1] ?? start;
    if (end === start) continue;
    spans.push({ start, end, text: text.slice(start, end), rules: placed.filter((r) => r.start <= start && r.end >= end).map((r) => r.i) });
  }
  return spans;
};

/** The distinct messages, in the order the text first trips them (the list on the left). */
export const distinctMessages = (rules: readonly TextCheckRule[]): TextCheckRule[] => {
  const seen = new Set<string>();
  return rules.filter((r) => (seen.has(r.message) ? false : (seen.add(r.message), true)));
};
