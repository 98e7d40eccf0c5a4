// The contents page's assets (spec 000 section 2: "assets with links, kits, upload sections"): the
// project's own asset files by purpose, each with its link and an upload box (assetPurposes.ts), and
// the kits holding the project's files (/assets/getProjectKits), a file taken out of the project's
// kit view after confirmation (/assets/removeProjectKitFile).
import { Anchor, Button, CloseButton, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUpload } from '@tabler/icons-react';
import type { ProjectAssetFile } from '@wb/contracts';
import { useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { stashFiles } from '../assets/fileStash';
import { useCanEditAssets } from '../assets/useCanEditAssets';
import type { ContentsSectionProps } from '../projectContents/contentsSections';
import { acceptOf, ASSET_PURPOSES, type AssetPurpose } from './assetPurposes';
import { useContentsProjectKitsQuery, useProjectAssetFilesQuery } from './projectActivityApi';
import { assetFilesChosen, finishedAssetUploadsDismissed, kitFileRemoveConfirmed, selectAssetUploads } from './projectActivitySlice';

const statusText = { uploading: 'Uploading…', done: 'Uploaded', failed: 'Failed' } as const;

function UploadButton({ projectID, purpose }: { projectID: string; purpose: AssetPurpose }) {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="compact-xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} onClick={() => input.current?.click()} aria-label={`Upload ${purpose.title.toLowerCase()}`}>
        Upload
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptOf(purpose.purpose)}
        data-upload-purpose={purpose.assetType}
        aria-label={`Choose ${purpose.title.toLowerCase()} to upload`}
        onChange={(e) => {
          const files = e.currentTarget.files;
          if (files && files.length > 0) dispatch(assetFilesChosen({ projectID, assetType: purpose.assetType, filesToken: stashFiles([...files]) }));
          e.currentTarget.value = '';
        }}
      />
    </>
  );
}

/** The section's uploads of this session: each file's state, dismissed once none is under way. */
function UploadStatus({ projectID, purpose }: { projectID: string; purpose: AssetPurpose }) {
  const dispatch = useAppDispatch();
  const uploads = useAppSelector(selectAssetUploads).filter((u) => u.projectID === projectID && u.assetType === purpose.assetType);
  if (uploads.length === 0) return null;
  const busy = uploads.some((u) => u.status === 'uploading');
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" role="status">
      <Text size="xs" c="dimmed">
        {uploads.map((u) => `${u.name}: ${statusText[u.status]}`).join(', ')}
      </Text>
      {!busy && <CloseButton size="xs" aria-label="Dismiss the finished uploads" onClick={() => dispatch(finishedAssetUploadsDismissed({ projectID, assetType: purpose.assetType }))} />}
    </Group>
  );
}

function PurposeBox({ projectID, purpose, files, canEdit }: { projectID: string; purpose: AssetPurpose; files: readonly ProjectAssetFile[]; canEdit: boolean }) {
  return (
    <Stack gap={6} data-asset-purpose={purpose.assetType}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h6">
          {purpose.title}
        </Title>
        {canEdit && <UploadButton projectID={projectID} purpose={purpose} />}
      </Group>
      <UploadStatus projectID={projectID} purpose={purpose} />
      {files.length === 0 ? (
        <Text size="xs" c="dimmed">
          None yet
        </Text>
      ) : (
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {files.map((f) => (
            <li key={f.fileID}>
              <Anchor size="sm" href={f.url} target="_blank" rel="noopener noreferrer">
                {f.name}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Kits({ projectID, canEdit }: { projectID: string; canEdit: boolean }) {
  const dispatch = useAppDispatch();
  const { data, isError, isLoading } = useContentsProjectKitsQuery({ projectID });
  if (isLoading) return <Loader size="sm" aria-label="Loading kits" />;
  if (isError || !data) return <Text c="red.8">The kits could not be loaded.</Text>;
  if (data.kits.length === 0) return <Text c="dimmed">No kit holds a file of this project.</Text>;
  const remove = (kitID: string, fileID: string, name: string) =>
    modals.openConfirmModal({
      title: 'Remove from the project',
      children: <Text size="sm">Remove {name} from this project? The kit keeps it.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => dispatch(kitFileRemoveConfirmed({ projectID, kitID, fileID })),
    });
  return (
    <Stack gap="sm">
      {data.kits.map((kit) => (
        <Stack key={kit.kitID} gap={4}>
          <Anchor size="sm" fw={500} href={`#/assets/${kit.kitID}`}>
            {kit.name}
          </Anchor>
          <Stack gap={2} component="ul" style={{ listStyle: 'none', paddingLeft: 12, margin: 0 }}>
            {kit.files.map((f) => (
              <Group key={f.fileID} component="li" gap={4} wrap="nowrap">
                <Anchor size="sm" href={`#/assets/${kit.kitID}?f=${encodeURIComponent(f.fileID)}`} truncate>
                  {f.name}
                </Anchor>
                {canEdit && <CloseButton size="xs" aria-label={`Remove ${f.name} from the project`} onClick={() => remove(kit.kitID, f.fileID, f.name)} />}
              </Group>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

export function AssetsSection({ project }: ContentsSectionProps) {
  const canEdit = useCanEditAssets();
  const { data, isError, isLoading } = useProjectAssetFilesQuery({ projectID: project.projectID });
  return (
    <Stack gap="md">
      {isLoading ? (
        <Loader size="sm" aria-label="Loading assets" />
      ) : isError || !data ? (
        <Text c="red.8">The assets could not be loaded.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {ASSET_PURPOSES.map((purpose) => (
            <PurposeBox key={purpose.assetType} projectID={project.projectID} purpose={purpose} files={data.files.filter((f) => f.projectAssetType === purpose.assetType)} canEdit={canEdit} />
          ))}
        </SimpleGrid>
      )}
      <Title order={3} size="h5">
        Kits
      </Title>
      <Kits projectID={project.projectID} canEdit={canEdit} />
    </Stack>
  );
}
