// Editor preferences kept in the browser under editorPreferences (spec 002 section 3): the left
// panel's tab is remembered between visits.
export const LeftTabs = ['layers', 'media', 'library', 'animations'] as const;
export type LeftTab = (typeof LeftTabs)[number];

export interface EditorPreferences {
  leftTab: LeftTab;
}

export const PREFERENCES_KEY = 'editorPreferences';
const defaults: EditorPreferences = { leftTab: 'layers' };

export const readPreferences = (storage: Pick<Storage, 'getItem'> = localStorage): EditorPreferences => {
  try {
    const saved = JSON.parse(storage.getItem(PREFERENCES_KEY) ?? '{}') as Partial<Record<keyof EditorPreferences, unknown>>;
    const leftTab = LeftTabs.find((t) => t === saved.leftTab) ?? defaults.leftTab;
    return { leftTab };
  } catch {
    return defaults;
  }
};

export const writePreferences = (change: Partial<EditorPreferences>, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): void => {
  try {
    storage.setItem(PREFERENCES_KEY, JSON.stringify({ ...readPreferences(storage), ...change }));
  } catch {
    // Storage full or blocked: the tab is simply not remembered.
  }
};
