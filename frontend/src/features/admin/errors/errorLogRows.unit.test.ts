import type { ErrorLogEntry } from '@wb/contracts';
import { entriesOf, scriptOf, shownMessage, stackOf } from './errorLogRows';

const entry = (change: Partial<ErrorLogEntry>): ErrorLogEntry => ({
  errorID: 'e1',
  source: 'js',
  userID: 2,
  userName: 'Ada Lovelace',
  timestamp: '2026-01-01T00:00:00.000Z',
  info: { msg: 'boom' },
  ...change,
});

describe('what the Errors table shows of an entry', () => {
  it("splits client entries (source 'js') from server entries (any other source)", () => {
    const entries = [entry({ errorID: 'c', source: 'js' }), entry({ errorID: 's1', source: 'gateway' }), entry({ errorID: 's2', source: 'query-api' })];
    expect(entriesOf(entries, 'client').map((e) => e.errorID)).toEqual(['c']);
    expect(entriesOf(entries, 'server').map((e) => e.errorID)).toEqual(['s1', 's2']);
  });

  it('shows the script, or the URL with its line and column', () => {
    expect(scriptOf(entry({ info: { msg: 'x', script: '/api/x', u: 'ignored' } }))).toBe('/api/x');
    expect(scriptOf(entry({ info: { msg: 'x', u: 'https://app.test/a.js', l: 3, c: 9 } }))).toBe('https://app.test/a.js:3:9');
    expect(scriptOf(entry({ info: { msg: 'x' } }))).toBe('');
  });

  it('offers the stack, or the error text e, behind Show stack', () => {
    expect(stackOf(entry({ info: { msg: 'x', stack: 'at a', e: 'E' } }))).toBe('at a');
    expect(stackOf(entry({ info: { msg: 'x', e: 'E' } }))).toBe('E');
    expect(stackOf(entry({ info: { msg: 'x' } }))).toBeNull();
  });

  it('shows a JSON message indented and any other message as text', () => {
    expect(shownMessage('{"code":1}')).toEqual({ kind: 'json', text: '{\n  "code": 1\n}' });
    expect(shownMessage('{not json')).toEqual({ kind: 'text', text: '{not json' });
    expect(shownMessage('plain')).toEqual({ kind: 'text', text: 'plain' });
  });
});
