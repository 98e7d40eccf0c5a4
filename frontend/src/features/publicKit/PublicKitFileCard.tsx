import { Anchor, Button, Card, Center, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { Messages, publicKitFileUrl } from '@wb/contracts';
import { formatSize } from '../../shared/formatSize';
import { previewKindOf } from './filePreview';

export interface PublicFileView {
  fileID: string;
  name: string;
  type: string;
  data: { url: string; size: number };
}

function Preview({ slug, file }: { slug: string; file: PublicFileView }) {
  const src = publicKitFileUrl(slug, file.fileID);
  switch (previewKindOf(file.type)) {
    case 'image':
      return <img src={src} alt={file.name} loading="lazy" style={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain' }} />;
    case 'audio':
      return <audio controls preload="none" src={src} aria-label={file.name} style={{ width: '100%' }} />;
    case 'video':
      return <video controls preload="none" src={src} aria-label={file.name} style={{ maxWidth: '100%', maxHeight: 160 }} />;
    case 'pdf':
      return (
        <Anchor href={src} target="_blank" rel="noopener">
          Open the PDF
        </Anchor>
      );
    default:
      return (
        <Stack align="center" gap={4}>
          <IconFile size={36} aria-hidden />
          <Text size="sm" c="dimmed">
            {Messages.noPreviewYet}
          </Text>
        </Stack>
      );
  }
}

/** One file of a public kit: its preview and a download, nothing that changes it. */
export function PublicKitFileCard({ slug, file }: { slug: string; file: PublicFileView }) {
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={file.name}>
      <Card.Section inheritPadding py="sm" bg="gray.0">
        <Center h={170}>
          <Preview slug={slug} file={file} />
        </Center>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} size="sm" lineClamp={2} title={file.name}>
          {file.name}
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {file.type.toUpperCase()} · {formatSize(file.data.size)}
          </Text>
          <Button
            component="a"
            href={publicKitFileUrl(slug, file.fileID, true)}
            download={file.name}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={`Download ${file.name}`}
          >
            Download
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
