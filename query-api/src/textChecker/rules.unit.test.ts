import { TextCheckLimits } from '@wb/contracts';
import { toRules, type AlexFinding } from './rules';

const finding = (over: Partial<AlexFinding> = {}): AlexFinding => ({
  reason: '`he` may be insensitive, use `they`, `it` instead',
  actual: 'he',
  expected: ['they', 'it'],
  start: 4,
  end: 6,
  profanitySeverity: null,
  ...over,
});

describe('alex findings as text check rules', () => {
  it('gives each its message, words, place and severity', () => {
    expect(toRules([finding(), finding({ reason: 'Don’t use `damn`, it’s profane', actual: 'damn', expected: [], start: 10, end: 14, profanitySeverity: 0 })])).toEqual([
      { message: '`he` may be insensitive, use `they`, `it` instead', actual: 'he', expected: ['they', 'it'], location: { start: { offset: 4 }, end: { offset: 6 } }, profanitySeverity: null },
      { message: 'Don’t use `damn`, it’s profane', actual: 'damn', expected: [], location: { start: { offset: 10 }, end: { offset: 14 } }, profanitySeverity: 0 },
    ]);
  });

  it('leaves out a finding that points nowhere, and answers no more than the bound', () => {
    expect(toRules([finding({ start: null }), finding({ end: null })])).toEqual([]);
    expect(toRules(Array.from({ length: TextCheckLimits.maxRules + 5 }, () => finding()))).toHaveLength(TextCheckLimits.maxRules);
  });

  it('says an empty list of suggestions when alex has none', () => {
    expect(toRules([finding({ actual: null, expected: null })])[0]).toMatchObject({ actual: '', expected: [] });
  });
});
