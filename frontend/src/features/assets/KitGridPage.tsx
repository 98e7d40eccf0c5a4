import { AspectRatio, Box, Button, Card, Center, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloudUpload, IconFolderOpen, IconLibraryPhoto, IconPlus } from '@tabler/icons-react';
import type { Kit } from '@wb/contracts';
import { STAGED_UPLOADS_HASH } from '../stagedUploads/stagedUploadsPath';
import { useKitsQuery } from './assetsApi';
import { ALL_KITS } from './assetsRoute';
import { CreateKitDialog } from './CreateKitDialog';
import { noFilters } from './kitFilters';
import { LibrarySearchResults } from './LibrarySearch';
import { SearchBar } from './SearchBar';
import { useCanEditAssets } from './useCanEditAssets';
import { useKitSearch } from './useKitSearch';

const filesLabel = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'file' : 'files'}`;

function KitCard({ href, name, files, thumbnail }: { href: string; name: string; files: string; thumbnail: string | null }) {
  return (
    <Card component="a" href={href} withBorder radius="md" padding="sm" data-kit-card={name}>
      <Card.Section>
        <AspectRatio ratio={16 / 10}>
          {thumbnail ? (
            <Image src={thumbnail} alt="" fit="cover" />
          ) : (
            <Center bg="indigo.0">
              <Text fw={700} fz="lg" c="indigo.9" ta="center" px="sm" lineClamp={3}>
                {name}
              </Text>
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Text fw={600} mt="sm" truncate>
        {name}
      </Text>
      <Text size="sm" c="dimmed">
        {files}
      </Text>
    </Card>
  );
}

export function KitGridPage() {
  const { data, isLoading, isError } = useKitsQuery({});
  const canEdit = useCanEditAssets();
  const [creating, create] = useDisclosure(false);
  const search = useKitSearch(ALL_KITS, null, noFilters);
  const kits: Kit[] = data?.kits ?? [];
  return (
    <Box component="section" p={{ base: 'md', sm: 'lg' }} aria-label="Kits">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="xs">
            <IconLibraryPhoto size={26} aria-hidden />
            <Title order={2}>Kits</Title>
          </Group>
          {canEdit && (
            <Group gap="xs">
              {/* Staged uploads: files collected first, then published to kits in one run (spec 001 section 2). */}
              <Button component="a" href={STAGED_UPLOADS_HASH} variant="default" leftSection={<IconCloudUpload size={18} aria-hidden />}>
                Staged uploads
              </Button>
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={create.open}>
                Create kit
              </Button>
            </Group>
          )}
        </Group>
        <SearchBar search={search} inAll />
        {search.active && <LibrarySearchResults search={search} />}
        {isLoading && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text>Loading</Text>
          </Group>
        )}
        {isError && <Text c="red">The kits could not be loaded.</Text>}
        {data && !search.active && (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing={{ base: 'xs', sm: 'md' }}>
            <Card component="a" href={`#/assets/${ALL_KITS}`} withBorder radius="md" padding="sm" data-kit-card="All">
              <Card.Section>
                <AspectRatio ratio={16 / 10}>
                  <Center bg="gray.1">
                    <IconFolderOpen size={48} aria-hidden color="var(--mantine-color-gray-7)" />
                  </Center>
                </AspectRatio>
              </Card.Section>
              <Text fw={600} mt="sm">
                All
              </Text>
              <Text size="sm" c="dimmed">
                Every file of every kit
              </Text>
            </Card>
            {kits.map((k) => (
              <KitCard key={k.kitID} href={`#/assets/${k.kitID}`} name={k.name} files={filesLabel(k.files)} thumbnail={k.data.thumbnail} />
            ))}
          </SimpleGrid>
        )}
        {data && !search.active && kits.length === 0 && <Text c="dimmed">No kits yet.{canEdit ? ' Create the first one.' : ''}</Text>}
      </Stack>
      <CreateKitDialog opened={creating} onClose={create.close} />
    </Box>
  );
}
