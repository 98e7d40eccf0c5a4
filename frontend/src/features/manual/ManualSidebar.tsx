import { Box, CloseButton, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { manualAnchorHref } from './links';
import type { OutlineSection } from './outline';
import type { SearchHit } from './search';

interface Props {
  outline: readonly OutlineSection[];
  anchor: string | null;
  query: string;
  onQuery(query: string): void;
  hits: readonly SearchHit[];
  /** Scrolls to a heading: its link may be the address already, which then does not change. */
  onPick(id: string): void;
}

function Hits({ hits, query, onPick }: Pick<Props, 'hits' | 'query' | 'onPick'>) {
  if (hits.length === 0) {
    return (
      <Text size="sm" c="dimmed" px="xs" role="status">
        Nothing in the manual matches “{query.trim()}”.
      </Text>
    );
  }
  return (
    <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Search results">
      <Text size="xs" c="dimmed" px="xs" mb={4} role="status">
        {hits.length === 1 ? '1 result' : `${hits.length} results`}
      </Text>
      {hits.map((hit) => (
        <li key={hit.id}>
          <NavLink
            href={manualAnchorHref(hit.id)}
            onClick={() => onPick(hit.id)}
            label={hit.title}
            description={
              <>
                <Text span size="xs" fw={600} c="gray.7">
                  {hit.section}
                </Text>
                {hit.snippet && (
                  <Text span size="xs" c="gray.7" display="block">
                    {hit.snippet.before}
                    <mark>{hit.snippet.match}</mark>
                    {hit.snippet.after}
                  </Text>
                )}
              </>
            }
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        </li>
      ))}
    </Box>
  );
}

function Contents({ outline, anchor, onPick }: Pick<Props, 'outline' | 'anchor' | 'onPick'>) {
  return (
    <Box component="nav" aria-label="Manual sections">
      {outline.map((section) => (
        <Box key={section.id} mb="sm">
          <Text
            component="a"
            data-section
            href={manualAnchorHref(section.id)}
            onClick={() => onPick(section.id)}
            size="xs"
            fw={700}
            tt="uppercase"
            c="gray.7"
            px="xs"
            display="block"
            py={4}
            style={{ textDecoration: 'none', letterSpacing: 0.4 }}
          >
            {section.title}
          </Text>
          {section.entries.map((entry) => (
            <NavLink
              key={entry.id}
              href={manualAnchorHref(entry.id)}
              onClick={() => onPick(entry.id)}
              label={entry.title}
              active={anchor === entry.id}
              aria-current={anchor === entry.id ? 'location' : undefined}
              py={4}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** The manual's search box, and under it the sections with their headings, or the search's hits. */
export function ManualSidebar({ outline, anchor, query, onQuery, hits, onPick }: Props) {
  const searching = query.trim() !== '';
  return (
    <Stack gap="sm">
      <TextInput
        value={query}
        onChange={(e) => onQuery(e.currentTarget.value)}
        placeholder="Search the manual"
        aria-label="Search the manual"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={searching ? <CloseButton size="sm" aria-label="Clear the search" onClick={() => onQuery('')} /> : null}
      />
      <ScrollArea.Autosize type="never" mah="none">
        {searching ? <Hits hits={hits} query={query} onPick={onPick} /> : <Contents outline={outline} anchor={anchor} onPick={onPick} />}
      </ScrollArea.Autosize>
    </Stack>
  );
}
