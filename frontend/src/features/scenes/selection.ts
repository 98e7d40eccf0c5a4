// Which scenes are selected on the dashboard, and what a click on a card means (spec 002, Scenes
// dashboard): with nothing selected a click opens the scene; once one is selected, a click toggles.

/** Adds the scene to the selection, or takes it out. */
export const toggled = (selected: readonly string[], sceneID: string): string[] => (selected.includes(sceneID) ? selected.filter((id) => id !== sceneID) : [...selected, sceneID]);

/** What a plain click (or Enter) on a card does, given the current selection. */
export const clickIntent = (selected: readonly string[]): 'open' | 'toggle' => (selected.length > 0 ? 'toggle' : 'open');

/** Select all when some are left out, else deselect all: the one toolbar button's two faces. */
export const allSelected = (selected: readonly string[], listed: readonly string[]): boolean => listed.length > 0 && listed.every((id) => selected.includes(id));

/** A deleted or otherwise vanished scene cannot be acted on: it leaves the selection. */
export const keptListed = (selected: readonly string[], listed: readonly string[]): string[] => {
  const present = new Set(listed);
  return selected.filter((id) => present.has(id));
};

/** The spec's confirm, in the singular for one scene. */
export const deleteQuestion = (count: number, messages: { one: string; many: string }): string => (count === 1 ? messages.one : messages.many);
