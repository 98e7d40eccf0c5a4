import { PREFERENCES_KEY, readPreferences, writePreferences } from './editorPreferences';

const memory = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      items.set(k, v);
    },
    items,
  };
};

describe('the editor preferences', () => {
  it('remembers the chosen left tab under editorPreferences', () => {
    const storage = memory();
    writePreferences({ leftTab: 'library' }, storage);
    expect(JSON.parse(storage.items.get(PREFERENCES_KEY) ?? '{}')).toEqual({ leftTab: 'library' });
    expect(readPreferences(storage).leftTab).toBe('library');
  });

  it('falls back to Layers for anything unreadable', () => {
    expect(readPreferences(memory({ [PREFERENCES_KEY]: 'not json' })).leftTab).toBe('layers');
    expect(readPreferences(memory({ [PREFERENCES_KEY]: '{"leftTab":"secret"}' })).leftTab).toBe('layers');
  });
});
