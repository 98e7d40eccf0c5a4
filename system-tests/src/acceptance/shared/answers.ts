// What every acceptance test reads off an answer: the read-your-writes header to send back, and the one
// error shape of every call (spec: { error: { msg, code, fields? } }).
import type { Answer } from '../../testing/httpClient';

/** The X-Position of a command answer, as the header to send back on the next query. */
export const after = (answer: Answer): Record<string, string> => {
  const position = answer.headers.get('X-Position');
  if (position === null) throw new Error(`no X-Position on ${answer.status} ${answer.text}`);
  return { 'X-Min-Position': position };
};

/** X-Min-Position of the latest of several command answers; refused ones carry no position. */
export const afterLatest = (answers: readonly Answer[]): Record<string, string> => {
  const positions = answers
    .map((a) => a.headers.get('X-Position'))
    .filter((p): p is string => p !== null)
    .map(BigInt);
  if (positions.length === 0) return {};
  return { 'X-Min-Position': positions.reduce((a, b) => (a > b ? a : b)).toString() };
};

/** The one error shape of every call, with a message a person can read. */
export const expectError = (answer: Answer, status: number, code?: string): void => {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status,
    body: { error: expect.objectContaining({ msg: expect.stringMatching(/\S/), code: code ?? expect.any(String) }) },
  });
};

/** A 400 that names every given field (and maybe others). */
export const expectFieldErrors = (answer: Answer, fields: string[]): void => {
  expectError(answer, 400, 'validation');
  expect(Object.keys(answer.body.error.fields ?? {})).toEqual(expect.arrayContaining(fields));
  for (const field of fields) expect(answer.body.error.fields[field]).toEqual(expect.stringMatching(/\S/));
};
