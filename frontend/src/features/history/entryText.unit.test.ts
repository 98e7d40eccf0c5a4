import { exactWhen, fieldLabel, relativeWhen, valueText } from './entryText';

describe('the words of a history entry', () => {
  it('says how long ago an event was, from the given clock', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(relativeWhen('2026-11-27T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeWhen('2026-11-25T12:00:00Z', now)).toBe('2 days ago');
  });

  it('writes the exact time month first, with seconds', () => {
    expect(exactWhen('2026-03-04T05:06:07')).toBe('03-04-2026 05:06:07');
    expect(exactWhen('not a time')).toBe('not a time');
  });

  it('turns field names into words, keeping initialisms', () => {
    expect(fieldLabel('dueDate')).toBe('Due date');
    expect(fieldLabel('projectGroupIDs')).toBe('Project group IDs');
    expect(fieldLabel('name')).toBe('Name');
    expect(fieldLabel('kitURLName')).toBe('Kit URL name');
  });

  it('writes each kind of value as one line, absence as a dash', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText(undefined)).toBe('—');
    expect(valueText('')).toBe('(empty)');
    expect(valueText('Tides')).toBe('Tides');
    expect(valueText(3)).toBe('3');
    expect(valueText(false)).toBe('no');
    expect(valueText([])).toBe('(none)');
    expect(valueText(['a', 'b'])).toBe('["a","b"]');
    expect(valueText({ url: 'https://x' })).toBe('{"url":"https://x"}');
  });
});
