// The toolbar: the eight tools with their hotkeys, undo and redo, the test button (the scene player in
// a dialog), Save Screenshot, and canvas settings with Show grid. Every button but Test and Save
// Screenshot runs a registered action (actions/), the same one its key runs.
import { ActionIcon, Button, Divider, Group, Menu, Switch, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconCamera,
  IconHandStop,
  IconPencil,
  IconPlayerPlay,
  IconPointer,
  IconRoute,
  IconSettings,
  IconSquare,
  IconTypography,
  IconBallpen,
  IconPoint,
} from '@tabler/icons-react';
import { EditorTools, type EditorTool } from '@wb/contracts';
import { useAppSelector } from '../../../app/hooks';
import { redoAction, undoAction } from '../actions/editActions';
import type { EditorAction } from '../actions/types';
import { useActionRunner } from '../actions/useActionRunner';
import { chooseTool, toggleGrid } from '../actions/viewActions';
import { keyLabel } from '../keys/hotkeys';
import { selectEditor } from '../state/editorSlice';

const TOOL_ICONS: Record<EditorTool, typeof IconPointer> = {
  move: IconPointer,
  pen: IconBallpen,
  pencil: IconPencil,
  node: IconPoint,
  animationPath: IconRoute,
  text: IconTypography,
  rect: IconSquare,
  view: IconHandStop,
};

/** "Undo (Ctrl+Z)": the label with the action's first key. */
const tooltipOf = (action: EditorAction) => {
  const key = action.keys?.[0];
  return key ? `${action.label} (${keyLabel(key)})` : action.label;
};

export function EditorToolbar({ onTest, onScreenshot }: { onTest(): void; onScreenshot(): void }) {
  const actions = useActionRunner();
  const { tool, showGrid } = useAppSelector(selectEditor);
  return (
    <Group h={44} px="sm" gap={4} wrap="nowrap" role="toolbar" aria-label="Tools" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
      {EditorTools.map(({ tool: t }) => {
        const Icon = TOOL_ICONS[t];
        const action = chooseTool[t];
        return (
          <Tooltip key={t} label={tooltipOf(action)} withArrow>
            <ActionIcon
              size="lg"
              variant={tool === t ? 'filled' : 'subtle'}
              color={tool === t ? 'blue' : 'dark'}
              aria-label={`${action.label} tool`}
              aria-pressed={tool === t}
              onClick={() => actions.run(action)}
            >
              <Icon size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        );
      })}
      <Divider orientation="vertical" mx={6} />
      {(
        [
          [undoAction, IconArrowBackUp],
          [redoAction, IconArrowForwardUp],
        ] as const
      ).map(([action, Icon]) => (
        <Tooltip key={action.name} label={tooltipOf(action)} withArrow>
          <ActionIcon size="lg" variant="subtle" color="dark" aria-label={action.label} disabled={!actions.enabled(action)} onClick={() => actions.run(action)}>
            <Icon size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
      <Divider orientation="vertical" mx={6} />
      <Button size="xs" variant="light" leftSection={<IconPlayerPlay size={14} aria-hidden />} onClick={onTest}>
        Test
      </Button>
      <Button size="xs" variant="default" leftSection={<IconCamera size={14} aria-hidden />} onClick={onScreenshot}>
        Save Screenshot
      </Button>
      <Menu position="bottom-end" closeOnItemClick={false}>
        <Menu.Target>
          <ActionIcon size="lg" variant="subtle" color="dark" aria-label="Canvas settings">
            <IconSettings size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Canvas settings</Menu.Label>
          <Menu.Item>
            <Switch label={toggleGrid.label} checked={showGrid} onChange={() => actions.run(toggleGrid)} />
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
