import { valueWords } from './changeText';

describe('a changed value in words', () => {
  it('says texts, numbers, yes/no, lists, named things, versions and dates plainly', () => {
    expect(valueWords('Tides')).toBe('Tides');
    expect(valueWords(420)).toBe('420');
    expect(valueWords(true)).toBe('true');
    expect(valueWords(false)).toBe('no');
    expect(valueWords(null)).toBe('—');
    expect(valueWords([])).toBe('none');
    expect(valueWords([{ name: 'Oceans' }, { name: 'Moons' }])).toBe('Oceans, Moons');
    expect(valueWords({ userID: 1, name: 'Ann Avery' })).toBe('Ann Avery');
    expect(valueWords({ version: 3, elementCount: 5 })).toBe('version 3');
    expect(valueWords({ date: '2026-01-02', completedOn: null })).toBe('2026-01-02');
    expect(valueWords('x'.repeat(100))).toHaveLength(80);
  });
});
