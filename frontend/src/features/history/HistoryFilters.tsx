// The filters of a history and of the audit trail: person, kind of change, a time range (Mantine's date
// and time pickers, in the viewer's time zone) and, on the audit trail, the kind of entity; with the
// CSV download of exactly what the filters show.
import '@mantine/dates/styles.css';
import { Button, Group, MultiSelect, Select, SimpleGrid, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconDownload, IconFilterOff } from '@tabler/icons-react';
import { HistoryEntityTypes, type HistoryEntityType } from '@wb/contracts';
import { entityTypeWords } from './entityTypeWords';
import { isFiltered, noFilters, rangeProblem, type HistoryFilterChoice } from './historyFilters';

export interface FilterOptions {
  /** The people to choose from, or null when none can be offered (the filter is left out). */
  people: readonly { userID: number; name: string }[] | null;
  kinds: readonly { type: string; kind: string }[];
  /** The audit trail filters by kind of entity too. */
  entityTypes: boolean;
}

// The pickers' placeholder is text on the page (not an input's placeholder), and Mantine's grey is too
// light on white for it (axe's contrast rule); gray.7 reads at 8:1.
const placeholderStyles = { placeholder: { color: 'var(--mantine-color-gray-7)' } };

const isEntityType = (v: string | null): v is HistoryEntityType => v !== null && (HistoryEntityTypes as readonly string[]).includes(v);

export function HistoryFilters({
  choice,
  options,
  downloadHref,
  downloadName,
  onChange,
}: {
  choice: HistoryFilterChoice;
  options: FilterOptions;
  downloadHref: string;
  downloadName: string;
  onChange(choice: HistoryFilterChoice): void;
}) {
  const problem = rangeProblem(choice);
  const set = (part: Partial<HistoryFilterChoice>) => onChange({ ...choice, ...part });
  return (
    <form role="search" aria-label="Filter the history" onSubmit={(e) => e.preventDefault()}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: options.entityTypes ? 5 : 4 }} spacing="sm" verticalSpacing="xs">
        {options.entityTypes && (
          <Select
            label="Entity"
            placeholder="Every kind"
            clearable
            data={HistoryEntityTypes.map((t) => ({ value: t, label: entityTypeWords[t] }))}
            value={choice.entityType}
            onChange={(v) => set({ entityType: isEntityType(v) ? v : null })}
          />
        )}
        {options.people !== null && (
          <Select
            label="Person"
            placeholder="Everyone"
            searchable
            clearable
            nothingFoundMessage="Nobody by that name"
            data={options.people.map((p) => ({ value: String(p.userID), label: p.name }))}
            value={choice.userID === null ? null : String(choice.userID)}
            onChange={(v) => set({ userID: v === null ? null : Number(v) })}
          />
        )}
        <MultiSelect
          label="Kind of change"
          placeholder={choice.kinds.length === 0 ? 'Every kind' : undefined}
          searchable
          clearable
          nothingFoundMessage="No kind of change by that name"
          data={options.kinds.map((k) => ({ value: k.type, label: k.kind }))}
          value={[...choice.kinds]}
          onChange={(kinds) => set({ kinds })}
        />
        <DateTimePicker label="From" placeholder="The first event" clearable valueFormat="MM-DD-YYYY HH:mm" value={choice.from} onChange={(from) => set({ from })} styles={placeholderStyles} />
        <DateTimePicker
          label="Until"
          placeholder="Now"
          clearable
          valueFormat="MM-DD-YYYY HH:mm"
          value={choice.to}
          onChange={(to) => set({ to })}
          error={problem ?? undefined}
          styles={placeholderStyles}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="sm" gap="xs">
        <Text size="sm" c="gray.7">
          Newest first.
        </Text>
        <Group gap="xs">
          <Button variant="subtle" size="sm" leftSection={<IconFilterOff size={16} aria-hidden />} disabled={!isFiltered(choice)} onClick={() => onChange(noFilters)}>
            Clear filters
          </Button>
          <Button component="a" href={downloadHref} download={downloadName} variant="light" size="sm" leftSection={<IconDownload size={16} aria-hidden />}>
            Download CSV
          </Button>
        </Group>
      </Group>
    </form>
  );
}
