// A card's labels (spec 002: a label add button and label chips in their colours) with remove.
import type { KeyboardEvent, MouseEvent } from 'react';
import { ActionIcon, Badge, Box, CloseButton, Group, Menu, Text } from '@mantine/core';
import { IconTagPlus } from '@tabler/icons-react';
import { Calls, type Scene, type SceneLabel } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectMayCall } from '../auth/selectMayCall';
import { labelColorOf } from './laterArea';
import { sceneLabelAdded, sceneLabelRemoved } from './scenesSlice';

/** Clicks and keys on the card's own controls stay theirs: they do not open or select the card. */
export const keepToSelf = (e: MouseEvent | KeyboardEvent) => e.stopPropagation();

export function SceneLabels({ scene, labels, busy }: { scene: Scene; labels: readonly SceneLabel[]; busy: boolean }) {
  const dispatch = useAppDispatch();
  // Adding and removing ask for the same grant; without it the labels show, unchangeable.
  const mayLabel = useAppSelector(selectMayCall(Calls.scene.addSceneLabel));
  const byID = new Map(labels.map((l) => [l.labelID, l]));
  const onScene = scene.data.labels.flatMap((id) => byID.get(id) ?? []);
  const addable = labels.filter((l) => !scene.data.labels.includes(l.labelID));
  const name = scene.data.name;
  return (
    <Group gap={4} wrap="wrap" onClick={keepToSelf} onKeyDown={keepToSelf}>
      {onScene.map((label) => (
        <Badge
          key={label.labelID}
          size="sm"
          variant="light"
          color={labelColorOf(label.data.color)}
          data-label={label.name}
          // The light variant's coloured text is too faint on green and yellow for its small size: the
          // text is dark, and the colour shows in the tint and the dot.
          styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}
          leftSection={<Box w={8} h={8} bg={`${labelColorOf(label.data.color)}.6`} style={{ borderRadius: '50%' }} aria-hidden />}
          pr={2}
          style={{ textTransform: 'none' }}
          rightSection={
            mayLabel && (
              <CloseButton
                size={14}
                iconSize={10}
                disabled={busy}
                aria-label={`Remove label ${label.name} from ${name}`}
                onClick={() => dispatch(sceneLabelRemoved({ sceneID: scene.sceneID, labelID: label.labelID }))}
              />
            )
          }
        >
          {label.name}
        </Badge>
      ))}
      {mayLabel && (
        <Menu position="bottom-start" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon size="sm" variant="subtle" color="gray" disabled={busy} aria-label={`Add label to ${name}`} title="Add label">
              <IconTagPlus size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown aria-label={`Labels for ${name}`}>
            {addable.length === 0 && (
              <Text size="xs" c="dimmed" px="sm" py={6} maw={220}>
                {labels.length === 0 ? 'No labels yet: an admin makes them in Admin > Labels.' : 'Every label is on this scene.'}
              </Text>
            )}
            {addable.map((label) => (
              <Menu.Item
                key={label.labelID}
                leftSection={
                  <Badge size="xs" circle color={labelColorOf(label.data.color)} aria-hidden>
                    {' '}
                  </Badge>
                }
                onClick={() => dispatch(sceneLabelAdded({ sceneID: scene.sceneID, labelID: label.labelID }))}
              >
                {label.name}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
