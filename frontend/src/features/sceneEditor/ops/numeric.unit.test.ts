import { numericKeyAction, parseNumeric, stepNumeric } from './numeric';

const opacity = { min: 0, max: 100, step: 1 };

describe('the numeric input rule', () => {
  it('accepts only numbers within min and max', () => {
    expect(parseNumeric('42', opacity)).toBe(42);
    expect(parseNumeric(' 12.5 ', opacity)).toBe(12.5);
    expect(parseNumeric('101', opacity)).toBeNull();
    expect(parseNumeric('-1', opacity)).toBeNull();
    expect(parseNumeric('abc', opacity)).toBeNull();
    expect(parseNumeric('', opacity)).toBeNull();
    expect(parseNumeric('1e3', {})).toBeNull();
  });
  it('steps by the step, ten times with shift, inside the bounds', () => {
    expect(stepNumeric(50, opacity, 1, false)).toBe(51);
    expect(stepNumeric(50, opacity, -1, true)).toBe(40);
    expect(stepNumeric(95, opacity, 1, true)).toBe(100);
    expect(stepNumeric(0.1, { step: 0.1 }, 1, false)).toBe(0.2);
  });
  it('commits on Enter, steps on the arrows, reverts on Escape', () => {
    expect(numericKeyAction('Enter')).toEqual({ kind: 'commit' });
    expect(numericKeyAction('ArrowUp')).toEqual({ kind: 'step', direction: 1 });
    expect(numericKeyAction('ArrowDown')).toEqual({ kind: 'step', direction: -1 });
    expect(numericKeyAction('Escape')).toEqual({ kind: 'revert' });
    expect(numericKeyAction('a')).toBeNull();
  });
});
