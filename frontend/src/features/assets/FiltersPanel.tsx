import { Button, Chip, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Messages, type KitFile } from '@wb/contracts';
import { filterChoices, hasFilters, noFilters, type KitFilters } from './kitFilters';

/** The Filters tab: name, type and tag; 'No filters applied' while none is. */
export function FiltersPanel({ files, filters, onChange }: { files: readonly KitFile[]; filters: KitFilters; onChange: (f: KitFilters) => void }) {
  const choices = filterChoices(files);
  return (
    <Stack gap="sm">
      <TextInput label="Filter by name" placeholder="Type part of a name" value={filters.text} onChange={(e) => onChange({ ...filters, text: e.currentTarget.value })} />
      <div>
        <Title order={4} fz="sm" mb={6}>
          Type
        </Title>
        <Chip.Group multiple value={filters.types} onChange={(types) => onChange({ ...filters, types })}>
          <Group gap={6}>
            {choices.types.map((t) => (
              <Chip key={t} value={t} size="xs">
                {t}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <div>
        <Title order={4} fz="sm" mb={6}>
          Tags
        </Title>
        {choices.tags.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tags in this view.
          </Text>
        ) : (
          <Chip.Group multiple value={filters.tagIDs} onChange={(tagIDs) => onChange({ ...filters, tagIDs })}>
            <Group gap={6}>
              {choices.tags.map((t) => (
                <Chip key={t.tagID} value={t.tagID} size="xs">
                  {t.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
      </div>
      {hasFilters(filters) ? (
        <Button variant="subtle" size="xs" onClick={() => onChange(noFilters)}>
          Clear filters
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {Messages.noFiltersApplied}
        </Text>
      )}
    </Stack>
  );
}
