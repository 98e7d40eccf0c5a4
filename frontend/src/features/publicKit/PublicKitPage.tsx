// /kit/{slug}: a public-read kit for anyone, with or without a session (spec 001 sections 2 and 3):
// its name, thumbnail and files with preview and download. Nothing here writes; a signed-in team
// member gets a link to the kit in the library, where editing lives.
import { Alert, Anchor, Box, Center, Container, Group, Image, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Messages, publicKitThumbnailUrl } from '@wb/contracts';
import { isQueryError } from '../../api/queryError';
import { useAppSelector } from '../../app/hooks';
import { BrandMark } from '../../shared/BrandMark';
import { selectSessionStatus } from '../auth/authSlice';
import { AssetsMovedNotice } from '../contentLock/ContentLockGate';
import { PublicKitFileCard } from './PublicKitFileCard';
import { useGetPublicKitQuery } from './publicKitApi';

function NotFound() {
  return (
    <Center py={80}>
      <Paper withBorder radius="lg" p="xl" maw={480}>
        <Stack align="center" ta="center" gap="sm">
          <IconLock size={40} aria-hidden />
          <Title order={1} size="h2">
            Kit not found
          </Title>
          <Text>This kit does not exist or is not shared publicly. Ask the person who sent you the link to check it.</Text>
        </Stack>
      </Paper>
    </Center>
  );
}

/** The server closes public kits too while the content lock is on (423 contentLocked). */
const isContentLocked = (error: unknown): boolean => isQueryError(error) && error.code === 'contentLocked';

export function PublicKitPage({ slug }: { slug: string }) {
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  // currentData, not data: data keeps the previous slug's kit while another slug loads or fails, and
  // its files would show under 'Kit not found'.
  const { currentData, error, isFetching } = useGetPublicKitQuery({ slug, start: 0, count: 1000 });
  const kit = currentData?.kit;
  const isLoading = isFetching && !currentData;
  return (
    <Box component={signedIn ? 'div' : 'main'} mih="100vh" bg="gray.0">
      {!signedIn && (
        <Group component="header" px="lg" py="sm" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <BrandMark />
        </Group>
      )}
      <Container size="lg" py="xl">
        {isLoading && (
          <Center py={80}>
            <Loader aria-label={Messages.loadingText} />
          </Center>
        )}
        {!isLoading && isContentLocked(error) && <AssetsMovedNotice />}
        {!isLoading && !isContentLocked(error) && (error || !kit) && <NotFound />}
        {kit && (
          <Stack gap="lg">
            <Group gap="lg" wrap="nowrap" align="center">
              {kit.data.thumbnail && <Image src={publicKitThumbnailUrl(kit.slug)} alt="" w={96} h={96} radius="md" fit="cover" />}
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  Shared kit
                </Text>
                <Title order={1}>{kit.name}</Title>
                <Text size="sm" c="dimmed">
                  {kit.total === 1 ? '1 file' : `${kit.total} files`}
                </Text>
              </Stack>
            </Group>
            {signedIn && (
              <Alert variant="light">
                You are signed in: <Anchor href={`#/assets/${encodeURIComponent(kit.kitID)}`}>open this kit in the asset library</Anchor> to edit it.
              </Alert>
            )}
            {kit.files.length === 0 ? (
              <Text c="dimmed">{Messages.noResultsFound}</Text>
            ) : (
              <SimpleGrid component="ul" cols={{ base: 1, xs: 2, sm: 3, md: 4 }} spacing="md" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Files">
                {kit.files.map((file) => (
                  <PublicKitFileCard key={file.fileID} slug={kit.slug} file={file} />
                ))}
              </SimpleGrid>
            )}
            {kit.total > kit.files.length && (
              <Text size="sm" c="dimmed">
                Showing the first {kit.files.length} of {kit.total} files.
              </Text>
            )}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
