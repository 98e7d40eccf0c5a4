import { ErrorLogLimits } from '@wb/contracts';
import { createReportGate, infoOfErrorEvent, infoOfRejection, infoOfRenderError } from './clientErrors';

describe('what the browser reports of an error', () => {
  it('takes message, script, line and column from window.onerror, and the stack of its error', () => {
    const error = new TypeError('x is undefined');
    expect(infoOfErrorEvent({ message: 'Uncaught TypeError: x is undefined', filename: 'https://app.test/a.js', lineno: 3, colno: 9, error })).toEqual({
      msg: 'Uncaught TypeError: x is undefined',
      stack: error.stack,
      u: 'https://app.test/a.js',
      l: 3,
      c: 9,
    });
  });

  it('describes a rejection by its reason and cuts long texts to the bounds', () => {
    expect(infoOfRejection('nope')).toEqual({ msg: 'Unhandled rejection: nope' });
    expect(infoOfRejection({ status: 500 }).msg).toBe('Unhandled rejection: {"status":500}');
    expect(infoOfRejection('x'.repeat(5000)).msg).toHaveLength(ErrorLogLimits.msgMax);
  });

  it('reports a render error with the page as its script', () => {
    expect(infoOfRenderError('bad', '\n    at Card', '#/home')).toEqual({ msg: 'bad', stack: '\n    at Card', script: '#/home' });
  });
});

describe('the report gate', () => {
  it('lets the same message through once a minute', () => {
    const gate = createReportGate(10);
    expect([gate('a', 0), gate('a', 30_000), gate('a', 60_000)]).toEqual([true, false, true]);
  });

  it('lets at most the bound through a minute', () => {
    const gate = createReportGate(2);
    expect([gate('a', 0), gate('b', 1), gate('c', 2), gate('d', 60_001)]).toEqual([true, true, false, true]);
  });
});
