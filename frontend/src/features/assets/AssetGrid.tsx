// The central grid: a plain click selects one file, cmd/ctrl-click toggles it in the selection. Given
// `hrefOf`, each file is a link instead (the kit grid's search results open where the file is shown).
import { useState, type MouseEvent } from 'react';
import { AspectRatio, Center, Group, Image, Loader, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { Messages, type AssetFile } from '@wb/contracts';
import { isPicture } from './assetFormat';

function AssetCard({ file, selected, onClick, href }: { file: AssetFile; selected: boolean; onClick: (toggle: boolean) => void; href: string | undefined }) {
  // An image that cannot be loaded shows its type like any other file, rather than a broken image.
  const [broken, setBroken] = useState(false);
  return (
    <UnstyledButton w="100%" data-asset={file.name} {...(href ? { component: 'a' as const, href } : { onClick: (e: MouseEvent) => onClick(e.metaKey || e.ctrlKey), 'aria-pressed': selected })}>
      <Paper
        withBorder
        radius="md"
        p={6}
        style={{ borderColor: selected ? 'var(--mantine-color-indigo-6)' : undefined, borderWidth: selected ? 2 : 1, background: selected ? 'var(--mantine-color-indigo-0)' : undefined }}
      >
        <AspectRatio ratio={1}>
          {isPicture(file.type) && !broken ? (
            <Image src={file.data.url} alt="" fit="contain" loading="lazy" onError={() => setBroken(true)} />
          ) : (
            <Center bg="gray.0" aria-hidden>
              <Group gap={4}>
                <IconFile size={28} aria-hidden />
                <Text fw={700} size="sm" tt="uppercase">
                  {file.type}
                </Text>
              </Group>
            </Center>
          )}
        </AspectRatio>
        <Text size="xs" mt={4} truncate title={file.name}>
          {file.name}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

export function AssetGrid({
  files,
  loading,
  selected,
  onClick,
  hrefOf,
}: {
  files: readonly AssetFile[];
  loading: boolean;
  selected: readonly string[];
  onClick: (fileID: string, toggle: boolean) => void;
  hrefOf?: (file: AssetFile) => string;
}) {
  if (loading)
    return (
      <Group gap="xs" p="md">
        <Loader size="sm" />
        <Text>{Messages.loadingText}</Text>
      </Group>
    );
  if (files.length === 0)
    return (
      <Text p="md" c="dimmed">
        {Messages.noResultsFound}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4, xl: 6 }} spacing="sm" role="list" aria-label="Files">
      {files.map((f) => (
        <div role="listitem" key={f.fileID}>
          <AssetCard file={f} selected={selected.includes(f.fileID)} onClick={(toggle) => onClick(f.fileID, toggle)} href={hrefOf?.(f)} />
        </div>
      ))}
    </SimpleGrid>
  );
}
