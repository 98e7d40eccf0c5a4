// What a field shows for a selection of several elements: their common value, or null ("Mixed").
import type { EditorElement } from '@wb/contracts';

export const shared = <T>(elements: readonly EditorElement[], read: (element: EditorElement) => T): T | null => {
  const first = elements[0];
  if (!first) return null;
  const value = read(first);
  return elements.every((element) => read(element) === value) ? value : null;
};

export const EasingOptions = [
  { value: 'linear', label: 'Linear' },
  { value: 'easeInOutSine', label: 'Ease in and out' },
  { value: 'easeInSine', label: 'Ease in' },
  { value: 'easeOutSine', label: 'Ease out' },
] as const;
