import type { TextCheckRule } from '@wb/contracts';
import { distinctMessages, severityOf, spanSeverity, spansOf } from './highlights';

const rule = (start: number, end: number, profanitySeverity: number | null, message = `m${start}`): TextCheckRule => ({
  message,
  actual: '',
  expected: [],
  location: { start: { offset: start }, end: { offset: end } },
  profanitySeverity,
});

describe('highlighted spans', () => {
  it('cuts the text at each rule’s edges and says which rules flag each span', () => {
    const text = 'Ask the chairman now';
    expect(spansOf(text, [rule(8, 16, null)]).map((s) => [s.text, s.rules])).toEqual([
      ['Ask the ', []],
      ['chairman', [0]],
      [' now', []],
    ]);
  });

  it('splits overlapping rules so each span knows every rule over it', () => {
    expect(spansOf('abcdef', [rule(0, 4, 0), rule(2, 6, 2)]).map((s) => [s.text, s.rules])).toEqual([
      ['ab', [0]],
      ['cd', [0, 1]],
      ['ef', [1]],
    ]);
  });

  it('leaves out rules placed beyond a text that has since changed', () => {
    expect(spansOf('short', [rule(3, 40, 0)]).map((s) => s.rules)).toEqual([[]]);
  });

  it('colours by profanity severity: 0 yellow (low), 1 orange (medium), anything else red (high)', () => {
    expect([0, 1, 2, null].map(severityOf)).toEqual(['low', 'medium', 'high', 'high']);
    const rules = [rule(0, 4, 0), rule(2, 6, 1)];
    const spans = spansOf('abcdef', rules);
    expect(spans.map((s) => spanSeverity(s, rules))).toEqual(['low', 'medium', 'medium']);
  });

  it('lists each message once, in the order the text trips it', () => {
    expect(distinctMessages([rule(0, 1, 0, 'b'), rule(2, 3, 0, 'a'), rule(4, 5, 0, 'b')]).map((r) => r.message)).toEqual(['b', 'a']);
  });
});
