// Fenced blocks in the manual's Markdown that the page fills in from the product itself: the brand
// colours, the editor's shortcuts, the production roles and the handwriting font's characters. Their searchable words come from the same
// lists, so the search finds "undo" or "Marker Blue" too.
import { TaskTypes } from '@wb/contracts';
import { BrandColours } from './brandColours';
import { characterGroups } from './characters';
import { shortcutRows } from './shortcuts';

export const ManualBlock = {
  brandColours: 'manual-brand-colours',
  shortcuts: 'manual-shortcuts',
  roles: 'manual-roles',
  characters: 'manual-characters',
} as const;

export type ManualBlockName = (typeof ManualBlock)[keyof typeof ManualBlock];

const blockNames: readonly string[] = Object.values(ManualBlock);

export const isManualBlock = (name: string): name is ManualBlockName => blockNames.includes(name);

/** The words a filled block shows, for the search; null for an ordinary code block. */
export const manualBlockText = (name: string): string | null => {
  switch (name) {
    case ManualBlock.brandColours:
      return BrandColours.map((c) => `${c.name} ${c.hex}`).join(' ');
    case ManualBlock.shortcuts:
      return shortcutRows()
        .map((row) => `${row.label} ${row.keys.join(' ')}`)
        .join(' ');
    case ManualBlock.roles:
      return TaskTypes.map((t) => t.name).join(' ');
    case ManualBlock.characters:
      return characterGroups()
        .map((group) => group.name)
        .join(' ');
    default:
      return null;
  }
};
