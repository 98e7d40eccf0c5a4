import { MultiSelect } from '@mantine/core';

/** A picked or found item: its id and the name shown. */
export type Named = readonly [id: string, name: string];

/** The chosen items then the ones found, each id once (a chosen item stays listed while others are found). */
export const knownNames = (chosen: readonly Named[], found: readonly Named[]): Map<string, string> => new Map([...chosen, ...found]);

interface SearchPickerProps {
  label: string;
  ariaLabel: string;
  placeholder?: string;
  search: string;
  onSearchChange: (search: string) => void;
  data: { value: string; label: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
  nothingFoundMessage?: string;
}

/** A multi-select whose options the server found for the typed text: shown as they came, not filtered again. */
export function SearchPicker({ ariaLabel, ...props }: SearchPickerProps) {
  return <MultiSelect {...props} aria-label={ariaLabel} searchable filter={({ options }) => options} comboboxProps={{ withinPortal: true }} />;
}
