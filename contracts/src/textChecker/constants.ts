// The text checker's bounds (ours: the spec states none; docs/decisions/spelling.md).
export const TextCheckLimits = {
  /** Longest text checked at once: a long script, yet a check that stays well under a second. */
  maxTextLength: 20_000,
  /** Rules answered at most: a text that trips more is not read rule by rule. */
  maxRules: 1000,
} as const;
