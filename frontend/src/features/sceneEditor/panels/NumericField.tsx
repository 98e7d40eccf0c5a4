// A numeric input that follows the editor's rule (ops/numeric.ts): a typed value is kept only if it is
// a number within the bounds, and only on blur or Enter; arrows step (shift ten steps) and commit.
// A typed value is one undo step; a run of arrow steps is one gesture, ended when the field is left
// (the panel around it ends it: PanelProps.onGestureEnd).
import { TextInput } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { numericKeyAction, parseNumeric, stepNumeric, type NumericRule } from '../ops';
import type { DocumentCapture } from '../state/history';

interface Props extends NumericRule {
  label: string;
  /** null when the selection holds different values. */
  value: number | null;
  onCommit(value: number, capture: DocumentCapture): void;
  disabled?: boolean;
  /** Digits shown after the point. */
  precision?: number;
}

const show = (value: number | null, precision: number): string => (value === null ? '' : String(Math.round(value * 10 ** precision) / 10 ** precision));

export function NumericField({ label, value, onCommit, disabled, precision = 2, ...rule }: Props) {
  const [draft, setDraft] = useState(show(value, precision));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setDraft(show(value, precision));
  }, [value, focused, precision]);

  const commit = (text: string) => {
    const parsed = parseNumeric(text, rule);
    if (parsed === null) {
      setDraft(show(value, precision));
      return;
    }
    setDraft(show(parsed, precision));
    if (parsed !== value) onCommit(parsed, 'step');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = numericKeyAction(event.key);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === 'commit') commit(draft);
    else if (action.kind === 'revert') setDraft(show(value, precision));
    else {
      const stepped = stepNumeric(parseNumeric(draft, {}) ?? value ?? rule.min ?? 0, rule, action.direction, event.shiftKey);
      setDraft(show(stepped, precision));
      if (stepped !== value) onCommit(stepped, 'gesture');
    }
  };
  return (
    <TextInput
      size="xs"
      label={label}
      value={draft}
      disabled={disabled}
      inputMode="decimal"
      placeholder={value === null ? 'Mixed' : undefined}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        commit(draft);
      }}
      onKeyDown={onKeyDown}
    />
  );
}
