// The toolbar: the eight tools with their hotkeys (contracts EditorTools), undo and redo, the test
// button (the scene player in a dialog), Save Screenshot, and canvas settings with Show grid.
import { ActionIcon, Button, Divider, Group, Menu, Switch, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp, IconArrowForwardUp, IconCamera, IconHandStop, IconPencil, IconPlayerPlay, IconPointer,
  IconRoute, IconSettings, IconSquare, IconTypography, IconBallpen, IconPoint,
} from '@tabler/icons-react';
import { EditorTools, type EditorTool } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { canRedo, canUndo } from '../state/history';
import { gridToggled, redoRequested, selectEditor, toolChosen, undoRequested } from '../state/editorSlice';
import { toolHotkey } from '../keys/hotkeys';

const TOOL_LOOK: Record<EditorTool, { label: string; Icon: typeof IconPointer }> = {
  move: { label: 'Move', Icon: IconPointer },
  pen: { label: 'Pen', Icon: IconBallpen },
  pencil: { label: 'Pencil', Icon: IconPencil },
  node: { label: 'Node', Icon: IconPoint },
  animationPath: { label: 'Animation path', Icon: IconRoute },
  text: { label: 'Text', Icon: IconTypography },
  rect: { label: 'Rectangle', Icon: IconSquare },
  view: { label: 'View (hand)', Icon: IconHandStop },
};

export function EditorToolbar({ onTest, onScreenshot }: { onTest(): void; onScreenshot(): void }) {
  const dispatch = useAppDispatch();
  const { tool, history, showGrid } = useAppSelector(selectEditor);
  return (
    <Group h={44} px="sm" gap={4} wrap="nowrap" role="toolbar" aria-label="Tools" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
      {EditorTools.map(({ tool: t }) => {
        const { label, Icon } = TOOL_LOOK[t];
        return (
          <Tooltip key={t} label={`${label} (${toolHotkey(t)})`} withArrow>
            <ActionIcon size="lg" variant={tool === t ? 'filled' : 'subtle'} color={tool === t ? 'blue' : 'dark'} aria-label={`${label} tool`} aria-pressed={tool === t}
              onClick={() => dispatch(toolChosen(t))}>
              <Icon size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        );
      })}
      <Divider orientation="vertical" mx={6} />
      <Tooltip label="Undo (Ctrl+Z)" withArrow>
        <ActionIcon size="lg" variant="subtle" color="dark" aria-label="Undo" disabled={!canUndo(history)} onClick={() => dispatch(undoRequested())}>
          <IconArrowBackUp size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Redo (Shift+Ctrl+Z)" withArrow>
        <ActionIcon size="lg" variant="subtle" color="dark" aria-label="Redo" disabled={!canRedo(history)} onClick={() => dispatch(redoRequested())}>
          <IconArrowForwardUp size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Divider orientation="vertical" mx={6} />
      <Button size="xs" variant="light" leftSection={<IconPlayerPlay size={14} aria-hidden />} onClick={onTest}>Test</Button>
      <Button size="xs" variant="default" leftSection={<IconCamera size={14} aria-hidden />} onClick={onScreenshot}>Save Screenshot</Button>
      <Menu position="bottom-end" closeOnItemClick={false}>
        <Menu.Target>
          <ActionIcon size="lg" variant="subtle" color="dark" aria-label="Canvas settings"><IconSettings size={18} aria-hidden /></ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Canvas settings</Menu.Label>
          <Menu.Item>
            <Switch label="Show grid" checked={showGrid} onChange={() => dispatch(gridToggled())} />
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
