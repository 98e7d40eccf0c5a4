import { ErrorLogLimits } from '@wb/contracts';
import { redactErrorInfo, redactText } from './redactInfo';

describe('redacting an error before the error log stores it', () => {
  it.each([
    ['password=hunter2 failed', 'password=[Redacted] failed'],
    ['{"token": "abc.def", "name": "Ada"}', '{"token": "[Redacted]", "name": "Ada"}'],
    ["sessionId: 'sess-123'", "sessionId: '[Redacted]'"],
    ['Authorization: Bearer eyJhbGciOi.x.y', 'Authorization: [Redacted] [Redacted]'],
    ['fetch https://x.test/cb?code=s3cret&state=xyz&page=2 failed', 'fetch https://x.test/cb?code=%5BRedacted%5D&state=%5BRedacted%5D&page=2 failed'],
    ['cookie wb_session=abcdef; path=/', 'cookie wb_session=[Redacted]; path=/'],
  ])('%s', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it('leaves text without secrets as it is', () => {
    expect(redactText('TypeError: cannot read properties of undefined (reading "name")')).toBe('TypeError: cannot read properties of undefined (reading "name")');
  });

  it('redacts every text of the info and cuts each to its bound, keeping line and column', () => {
    const info = redactErrorInfo({ msg: 'x'.repeat(ErrorLogLimits.msgMax + 50), stack: 'at login (password=pw1)', script: 'https://app.test/?key=k1', l: 3, c: 9 });
    expect(info.msg).toHaveLength(ErrorLogLimits.msgMax);
    expect(info.stack).toBe('at login (password=[Redacted])');
    expect(info.script).toBe('https://app.test/?key=[Redacted]');
    expect({ l: info.l, c: info.c, e: info.e }).toEqual({ l: 3, c: 9, e: undefined });
    expect(Object.keys(info)).not.toContain('e');
  });
});
