// The right-hand details panel (spec 001 section 2): preview, dimensions read from the image, size
// (shared/formatSize), tags, projects, kits, versions and, for png, jpeg and jpg, the export control.
import { useCallback, useState } from 'react';
import { Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Messages, type AssetFile } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { formatDate } from '../../shared/formatDate';
import { downloadRequested } from './exportSagas';
import { formatSize } from '../../shared/formatSize';
import { isExportable } from './assetFormat';
import { AssetPreview, type Dimensions } from './AssetPreview';
import { ExportControl } from './ExportControl';
import { TagEditor } from './TagEditor';
import { VersionsList } from './VersionsList';
import { HistoryButton } from '../history/HistoryLinks';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={4} fz="sm">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function OneFile({ file, kitID, canEdit }: { file: AssetFile; kitID: string; canEdit: boolean }) {
  const dispatch = useAppDispatch();
  const [dims, setDims] = useState<Dimensions | null>(null);
  const onDimensions = useCallback((d: Dimensions | null) => setDims(d), []);
  return (
    <Stack gap="sm">
      <AssetPreview key={file.data.url} url={file.data.url} type={file.type} name={file.name} onDimensions={onDimensions} />
      <Title order={3} fz="md" style={{ wordBreak: 'break-word' }}>
        {file.name}
      </Title>
      <Group gap="lg">
        <Text size="sm">
          <b>Size</b> {formatSize(file.data.size)}
        </Text>
        {dims && (
          <Text size="sm" data-dimensions>
            <b>Dimensions</b> {dims.width} × {dims.height}
          </Text>
        )}
        <Text size="sm">
          <b>Type</b> {file.type}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Added {formatDate(file.createdOn)} by {file.data.user.name}
      </Text>
      <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => dispatch(downloadRequested({ url: file.data.url, name: file.name, type: file.type }))}>
        Download
      </Button>
      <HistoryButton entityType="file" entityID={file.fileID} name={file.name} variant="default" />
      <Divider />
      <Section title="Tags">
        <TagEditor fileIDs={[file.fileID]} tags={file.tags} canEdit={canEdit} />
      </Section>
      <Section title="Projects">
        {file.projects.length === 0 ? (
          <Text size="sm" c="dimmed">
            {Messages.noProjectsForAsset}
          </Text>
        ) : (
          file.projects.map((p) => (
            <Anchor key={p.projectID} size="sm" href={`#/project/${p.projectID}`}>
              {p.name}
            </Anchor>
          ))
        )}
      </Section>
      <Section title="Kits">
        {file.kits.map((k) => (
          <Anchor key={k.linkID} size="sm" href={`#/assets/${k.kitID}?f=${encodeURIComponent(file.fileID)}`}>
            {k.name}
          </Anchor>
        ))}
      </Section>
      <Section title="Versions">
        <VersionsList versions={file.data.versions} />
      </Section>
      {canEdit && isExportable(file.type) && kitID !== 'all' && (
        <Section title="Export">
          <ExportControl fileID={file.fileID} kitID={kitID} name={file.name} />
        </Section>
      )}
    </Stack>
  );
}

/** Several files selected: what they share, and tags for all of them at once. */
function ManyFiles({ files, canEdit }: { files: AssetFile[]; canEdit: boolean }) {
  const shared = (files[0]?.tags ?? []).filter((t) => files.every((f) => f.tags.some((x) => x.tagID === t.tagID)));
  const size = files.reduce((n, f) => n + f.data.size, 0);
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {files.length} files selected
      </Title>
      <Text size="sm">
        <b>Size</b> {formatSize(size)}
      </Text>
      <Section title="Tags they share">
        <TagEditor fileIDs={files.map((f) => f.fileID)} tags={shared} canEdit={canEdit} />
      </Section>
    </Stack>
  );
}

export function DetailsPanel({ files, kitID, canEdit }: { files: AssetFile[]; kitID: string; canEdit: boolean }) {
  const [first] = files;
  if (!first)
    return (
      <Text size="sm" c="dimmed">
        Select a file to see its details.
      </Text>
    );
  return files.length === 1 ? <OneFile file={first} kitID={kitID} canEdit={canEdit} /> : <ManyFiles files={files} canEdit={canEdit} />;
}
