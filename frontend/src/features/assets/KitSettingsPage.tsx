// /assets/{kit}/settings (numeric kits only): the thumbnail (a jpeg, jpg or png upload), visibility
// (internal, or public-read for anyone to view and download) and deleting the kit after confirmation.
import { useState } from 'react';
import { Alert, Anchor, Box, Button, Card, FileButton, Group, Image, Radio, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { KitVisibility } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { kitDeleteConfirmed, kitThumbnailChosen, kitVisibilityChosen } from './assetsSlice';
import { stashFiles } from './fileStash';
import { KitHeader } from './KitHeader';
import { UploadProgress } from './UploadProgress';
import { typeOfName } from './uploadBlob';
import { useCanEditAssets } from './useCanEditAssets';
import { useKitData } from './useKitData';

const THUMBNAIL_TYPES = ['jpeg', 'jpg', 'png'];
export const WRONG_FILE_TYPE = 'Wrong file type.';

export function KitSettingsPage({ kit }: { kit: string }) {
  const dispatch = useAppDispatch();
  const { kit: info, kitName } = useKitData(kit, [], 1);
  const canEdit = useCanEditAssets();
  const [wrongType, setWrongType] = useState(false);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete ${kitName}`,
      children: <Text size="sm">Are you sure you want to delete this kit? Its files stay in the library and in their other kits.</Text>,
      labels: { confirm: 'Delete kit', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => dispatch(kitDeleteConfirmed({ kitID: kit })),
    });
  return (
    <Box p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md" maw={720}>
        <KitHeader kit={kit} name={kitName} view="settings" />
        {!canEdit && <Alert color="gray">You can view this kit's settings; changing them needs content.assets-edit.</Alert>}
        <Card withBorder>
          <Title order={3} fz="md" mb="xs">
            Thumbnail
          </Title>
          <Group align="flex-start">
            {info?.data.thumbnail ? (
              <Image src={info.data.thumbnail} alt={`Thumbnail of ${kitName}`} w={160} h={100} fit="cover" radius="sm" />
            ) : (
              <Text size="sm" c="dimmed">
                No thumbnail: the kit grid shows its name.
              </Text>
            )}
            {canEdit && (
              <FileButton
                accept=".jpeg,.jpg,.png,image/jpeg,image/png"
                onChange={(file) => {
                  if (!file) return;
                  const ok = THUMBNAIL_TYPES.includes(typeOfName(file.name));
                  setWrongType(!ok);
                  if (ok) dispatch(kitThumbnailChosen({ kitID: kit, filesToken: stashFiles([file]) }));
                }}
              >
                {(props) => (
                  <Button {...props} variant="light" size="xs">
                    Upload a thumbnail
                  </Button>
                )}
              </FileButton>
            )}
          </Group>
          {wrongType && (
            <Text c="red" size="sm" mt="xs" role="alert">
              {WRONG_FILE_TYPE}
            </Text>
          )}
          <Box mt="xs">
            <UploadProgress purpose="kitThumbnail" kitID={kit} />
          </Box>
        </Card>
        <Card withBorder>
          <Title order={3} fz="md" mb="xs">
            Visibility
          </Title>
          <Radio.Group
            value={info?.data.visibility ?? KitVisibility.internal}
            aria-label="Visibility"
            onChange={(v) => dispatch(kitVisibilityChosen({ kitID: kit, visibility: v === KitVisibility.publicRead ? KitVisibility.publicRead : KitVisibility.internal }))}
          >
            <Stack gap="xs">
              <Radio value={KitVisibility.internal} label="Internal: only team members view and edit" disabled={!canEdit} />
              <Radio value={KitVisibility.publicRead} label="Public: anyone can view and download; only team members edit" disabled={!canEdit} />
            </Stack>
          </Radio.Group>
          {info?.data.visibility === KitVisibility.publicRead && (
            <Text size="sm" mt="xs">
              Public page: <Anchor href={`#${info.data.url}`}>{info.data.url}</Anchor>
            </Text>
          )}
        </Card>
        {canEdit && (
          <Card withBorder>
            <Title order={3} fz="md" mb="xs">
              Delete kit
            </Title>
            <Group justify="space-between">
              <Text size="sm">The files stay in the library.</Text>
              <Button color="red" variant="light" onClick={confirmDelete}>
                Delete kit
              </Button>
            </Group>
          </Card>
        )}
      </Stack>
    </Box>
  );
}
