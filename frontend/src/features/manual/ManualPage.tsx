import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListSearch } from '@tabler/icons-react';
import { ResponsiveSidebar } from '../../shared/ResponsiveSidebar';
import { PRODUCT_NAME } from '../../shared/BrandMark';
import { manualBlockText } from './blocks';
import { ManualDocument } from './ManualDocument';
import { ManualSidebar } from './ManualSidebar';
import { manualSources } from './manualSources';
import { outlineOf } from './outline';
import { searchIndexOf, searchManual } from './search';

/** The spec's manual sidebar width (spec 002 section 9). */
const SIDEBAR_WIDTH = 250;

const outline = outlineOf(manualSources);

const scrollToHeading = (id: string | null) => {
  if (id === null) return;
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
};

/** The user manual (spec 002, Manual): its sections in a 250 px sidebar, a search box and the text. */
export function ManualPage({ anchor }: { anchor: string | null }) {
  const [query, setQuery] = useState('');
  const [sidebarOpened, sidebar] = useDisclosure(false);
  // Built once a page: the filled blocks (shortcuts, colours) are read from the product here.
  const index = useMemo(() => searchIndexOf(manualSources, manualBlockText), []);
  // A scan of a few hundred short texts per key press: quicker than any debounce would be noticed.
  const hits = useMemo(() => searchManual(index, query), [index, query]);

  // The address names the heading (#/manual/kits): opening it, or following a link, brings it into view.
  useEffect(() => scrollToHeading(anchor), [anchor]);

  const pick = (id: string) => {
    // The same address again changes nothing, so the page scrolls itself; a new one scrolls in the effect.
    if (id === anchor) scrollToHeading(id);
  };

  return (
    <Group align="stretch" gap={0} wrap="nowrap">
      <ResponsiveSidebar label="Manual contents" width={SIDEBAR_WIDTH} opened={sidebarOpened} onClose={sidebar.close}>
        <ManualSidebar outline={outline} anchor={anchor} query={query} onQuery={setQuery} hits={hits} onPick={pick} />
      </ResponsiveSidebar>
      <Box component="article" aria-label="Manual" flex={1} miw={0} px={{ base: 'md', sm: 'xl' }} py="lg">
        <Box maw={860}>
          <Group justify="space-between" align="flex-start" mb="xs">
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {PRODUCT_NAME} manual
            </Title>
            <Button variant="default" hiddenFrom="sm" leftSection={<IconListSearch size={18} aria-hidden />} onClick={sidebar.open}>
              Contents
            </Button>
          </Group>
          <Text c="dimmed" mb="xl">
            How to make whiteboard videos with the team: the asset library, scenes, projects and review, with every keyboard shortcut of the scene editor.
          </Text>
          <ManualDocument />
        </Box>
      </Box>
    </Group>
  );
}
