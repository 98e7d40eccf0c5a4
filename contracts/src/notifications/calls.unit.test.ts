// The bell's page of notifications is asked for in a GET's query string: what it takes and refuses.
import { Calls } from '../catalogue';

const input = Calls.notifications.getNotifications.input;
const refusal = (given: unknown) => {
  const parsed = input.safeParse(given);
  return parsed.success ? null : parsed.error.issues.map((i) => i.path.join('.'));
};

describe("the bell's page", () => {
  it.each([
    ['nothing (the newest page)', undefined, undefined],
    ['a cursor', { before: '12' }, { before: '12' }],
    ['a size as text', { limit: '5' }, { limit: 5 }],
    ['a size as a number', { limit: 100 }, { limit: 100 }],
  ])('takes %s', (_what, given, expected) => {
    expect(input.parse(given)).toEqual(expected);
  });

  it.each([
    ['a cursor of zero', { before: '0' }, ['before']],
    ['a cursor that is no number', { before: 'abc' }, ['before']],
    ['a cursor given twice', { before: ['1', '2'] }, ['before']],
    ['a cursor past 18 digits', { before: '1'.repeat(19) }, ['before']],
    ['a size of zero', { limit: '0' }, ['limit']],
    ['a size over the most', { limit: '101' }, ['limit']],
    ['a fraction', { limit: 1.5 }, ['limit']],
    ['a size that is no number', { limit: 'ten' }, ['limit']],
    ['an unknown field', { after: '1' }, ['']],
  ])('refuses %s, naming the field', (_what, given, fields) => {
    expect(refusal(given)).toEqual(fields);
  });
});
