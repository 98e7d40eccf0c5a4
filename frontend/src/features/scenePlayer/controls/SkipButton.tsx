// Back / Forward 5 seconds, with its tooltip. Memoised: the player re-renders on every animation frame
// while playing, and a Tooltip re-rendered per frame was a visible share of the frame's work.
import { memo } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconRewindBackward5, IconRewindForward5 } from '@tabler/icons-react';

interface Props {
  direction: 'back' | 'forward';
  onSkip(direction: 'back' | 'forward'): void;
}

export const SkipButton = memo(function SkipButton({ direction, onSkip }: Props) {
  const label = direction === 'back' ? 'Back 5 seconds' : 'Forward 5 seconds';
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray.0" aria-label={label} onClick={() => onSkip(direction)}>
        {direction === 'back' ? <IconRewindBackward5 size={20} /> : <IconRewindForward5 size={20} />}
      </ActionIcon>
    </Tooltip>
  );
});
