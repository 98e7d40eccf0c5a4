// Header: back to the Scenes dashboard, the scene's name, and where saving stands ('Saving...' while
// a save runs; a failed save says so and offers Retry, the changes are kept).
import { Anchor, Badge, Button, Group, Loader, Text } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { saveRetryRequested, sceneRenameRequested, selectEditor, selectIsDirty } from '../state/editorSlice';
import { SceneNameField } from './SceneNameField';
import { useEditorScene } from '../state/editorApi';

export function EditorHeader({ projectID, onOpenVersions }: { projectID: string; onOpenVersions(): void }) {
  const dispatch = useAppDispatch();
  const { save, load } = useAppSelector(selectEditor);
  const scene = useEditorScene();
  const dirty = useAppSelector(selectIsDirty);
  return (
    <Group h={52} px="md" justify="space-between" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
      <Group gap="md" wrap="nowrap">
        <Anchor href={`#/project/${projectID}/editor/dashboard`} fw={500} style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
          <IconChevronLeft size={16} aria-hidden />
          Scenes
        </Anchor>
        {scene && <SceneNameField name={scene.data.name} onRename={(name) => dispatch(sceneRenameRequested(name))} />}
        <Badge variant="light" color="gray">
          Beta
        </Badge>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {save.status === 'saving' && (
          <Group gap={6} role="status">
            <Loader size={14} />
            <Text size="sm" c="dimmed">
              {Messages.saving}
            </Text>
          </Group>
        )}
        {save.status === 'failed' && (
          <Group gap={6} role="alert">
            <Text size="sm" c="red">
              Not saved: {save.error}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => dispatch(saveRetryRequested())}>
              Retry
            </Button>
          </Group>
        )}
        {save.status === 'idle' && load.status === 'loaded' && (
          <Text size="sm" c="dimmed" role="status">
            {dirty ? 'Unsaved changes' : 'All changes saved'}
          </Text>
        )}
        <Button size="xs" variant="default" onClick={onOpenVersions}>
          Versions
        </Button>
      </Group>
    </Group>
  );
}
