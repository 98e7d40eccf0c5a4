// The timeline's switch for its comment markers (the local setting timelineCommentsVisible).
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMessage, IconMessageOff } from '@tabler/icons-react';

export function CommentMarkersToggle({ visible, onChange }: { visible: boolean; onChange(on: boolean): void }) {
  const label = visible ? 'Hide comment markers' : 'Show comment markers';
  return (
    <Tooltip label={label}>
      <ActionIcon variant={visible ? 'light' : 'subtle'} aria-label="Comment markers" aria-pressed={visible} onClick={() => onChange(!visible)}>
        {visible ? <IconMessage size={16} /> : <IconMessageOff size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}
