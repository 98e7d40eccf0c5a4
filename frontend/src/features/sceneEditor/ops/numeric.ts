// The rule of every numeric input (spec 002 section 5): only numbers within min and max are accepted,
// a value is committed on blur or Enter, arrow keys step by the step and shift steps ten times as far.
import { clamp } from './tree';

export interface NumericRule {
  min?: number;
  max?: number;
  step?: number;
}

/** The typed text as a number the rule accepts, or null (the input then goes back to its value). */
export const parseNumeric = (text: string, rule: NumericRule): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return null;
  if (rule.min !== undefined && value < rule.min) return null;
  if (rule.max !== undefined && value > rule.max) return null;
  return value;
};

/** The value one step up or down (ten with shift), kept inside the bounds and free of float noise. */
export const stepNumeric = (value: number, rule: NumericRule, direction: 1 | -1, shift: boolean): number => {
  const step = (rule.step ?? 1) * (shift ? 10 : 1);
  const next = clamp(value + direction * step, rule.min ?? -Infinity, rule.max ?? Infinity);
  return Math.round(next * 1e6) / 1e6;
};

export type NumericKeyAction = { kind: 'commit' } | { kind: 'step'; direction: 1 | -1 } | { kind: 'revert' } | null;
export const numericKeyAction = (key: string): NumericKeyAction => {
  if (key === 'Enter') return { kind: 'commit' };
  if (key === 'ArrowUp') return { kind: 'step', direction: 1 };
  if (key === 'ArrowDown') return { kind: 'step', direction: -1 };
  if (key === 'Escape') return { kind: 'revert' };
  return null;
};
