import type { LabelColor } from '@wb/contracts';

/** The theme colour each label colour is drawn in; 'default' is the neutral grey. */
export const swatchColor: Record<LabelColor, string> = {
  default: 'var(--mantine-color-gray-5)',
  red: 'var(--mantine-color-red-6)',
  orange: 'var(--mantine-color-orange-6)',
  yellow: 'var(--mantine-color-yellow-5)',
  green: 'var(--mantine-color-green-6)',
  blue: 'var(--mantine-color-blue-6)',
};

export const colorName = (color: LabelColor): string => color.charAt(0).toUpperCase() + color.slice(1);
