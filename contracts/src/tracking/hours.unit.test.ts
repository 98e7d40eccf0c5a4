import { hoursInput, taskIDInput, trackingDateInput, wordCountInput } from './fields';
import { hoursOf, nextHoursText, wordCountOf } from './hours';

describe('the hours box (spec 000 section 5)', () => {
  it.each([
    ['', '1', '1'],
    ['1', '1.', '1.'],
    ['1.', '1.25', '1.25'],
    ['', '-', '-'],
    ['-', '-2', '-2'],
    ['', '.', '0.'],
    ['', '.5', '0.5'],
    ['', '-.5', '-0.5'],
    ['1', '1a', '1'],
    ['1', '1.2.3', '1'],
    ['1', '1-', '1'],
    ['1', '1e3', '1'],
    ['2', '', ''],
    ['2', ' 2', '2'],
  ])('over %j, typing %j leaves %j', (previous, typed, expected) => {
    expect(nextHoursText(previous, typed)).toBe(expected);
  });

  it('reads complete numbers only', () => {
    expect([hoursOf('1.5'), hoursOf('-2'), hoursOf('0.'), hoursOf('.25')]).toEqual([1.5, -2, 0, 0.25]);
    expect([hoursOf(''), hoursOf('-'), hoursOf('.'), hoursOf('1e3'), hoursOf('0x1')]).toEqual([null, null, null, null, null]);
  });

  it('reads a word count as an integer, empty when not numeric', () => {
    expect([wordCountOf('1200'), wordCountOf('12.7'), wordCountOf('abc'), wordCountOf('')]).toEqual([1200, 12, null, null]);
  });
});

describe('the server holds the same rules', () => {
  it('takes hours as numbers or as the box text, to the hundredth, within -24..24', () => {
    expect([1.5, '2', '.5', '-0.25', '3.', 1.234, -24, 24].map((v) => hoursInput.parse(v))).toEqual([1.5, 2, 0.5, -0.25, 3, 1.23, -24, 24]);
    for (const bad of ['', '-', 'abc', '1e3', 'Infinity', 24.5, -25, Number.NaN, null, true]) expect(hoursInput.safeParse(bad).success).toBe(false);
  });

  it('takes a word count that is a whole number, not zero, not negative', () => {
    expect([wordCountInput.parse(1200), wordCountInput.parse('350')]).toEqual([1200, 350]);
    const reasons = [0, -3, 1.5, '12a', ''].map((v) => wordCountInput.safeParse(v).error?.issues[0]?.message);
    expect(reasons).toEqual([
      'The word count must not be zero',
      'The word count must be a positive number',
      'The word count must be a whole number',
      'The word count must be a whole number',
      'The word count must be a whole number',
    ]);
  });

  it('takes task types 0..5 only', () => {
    expect([taskIDInput.parse(0), taskIDInput.parse('5')]).toEqual([0, 5]);
    for (const bad of [6, -1, 1.5, '6', 'x', '']) expect(taskIDInput.safeParse(bad).success).toBe(false);
  });

  it('takes a calendar day, or an ISO time as its day', () => {
    expect([trackingDateInput.parse('2026-11-27'), trackingDateInput.parse('2026-11-27T10:00:00.000Z')]).toEqual(['2026-11-27', '2026-11-27']);
    for (const bad of ['2026-02-30', '27/11/2026', '', '2026-13-01']) expect(trackingDateInput.safeParse(bad).success).toBe(false);
  });
});
