import { asOfPath, momentOfQuery } from './asOfPath';

describe('the address of a project as it was', () => {
  it('names a position, a time or now', () => {
    expect(asOfPath('p1', { position: '42' })).toBe('/project/p1/asOf?position=42');
    expect(asOfPath('p 1', { at: '2026-01-02T03:04:05.000Z' })).toBe('/project/p%201/asOf?at=2026-01-02T03%3A04%3A05.000Z');
    expect(asOfPath('p1')).toBe('/project/p1/asOf');
  });

  it('reads the moment back, a position before a time, and anything unreadable as now', () => {
    expect(momentOfQuery('position=42&at=2026-01-02T03:04:05Z')).toEqual({ position: '42' });
    expect(momentOfQuery('at=2026-01-02T03%3A04%3A05Z')).toEqual({ at: '2026-01-02T03:04:05.000Z' });
    expect(momentOfQuery('position=-1')).toEqual({});
    expect(momentOfQuery('at=yesterday')).toEqual({});
    expect(momentOfQuery('')).toEqual({});
  });
});
