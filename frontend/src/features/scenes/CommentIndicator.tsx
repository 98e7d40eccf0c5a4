// The card's comment indicator (spec 002): a red icon with the count of open comments; a green one
// saying 'All comments resolved' when there are comments and none is open; nothing without comments.
import { Group, Text, Tooltip } from '@mantine/core';
import { IconMessageCircle, IconMessageCircleCheck } from '@tabler/icons-react';
import { Messages, type Scene } from '@wb/contracts';

export const commentState = (scene: Pick<Scene, 'openComments' | 'comments'>): 'open' | 'resolved' | 'none' => (scene.openComments > 0 ? 'open' : scene.comments > 0 ? 'resolved' : 'none');

export function CommentIndicator({ scene }: { scene: Scene }) {
  const state = commentState(scene);
  if (state === 'none') return null;
  if (state === 'resolved') {
    return (
      <Tooltip label={Messages.allCommentsResolved} withArrow>
        <IconMessageCircleCheck size={18} color="var(--mantine-color-green-7)" role="img" aria-label={Messages.allCommentsResolved} />
      </Tooltip>
    );
  }
  const label = `${scene.openComments} open comment${scene.openComments === 1 ? '' : 's'}`;
  return (
    <Tooltip label={label} withArrow>
      <Group gap={2} wrap="nowrap" role="img" aria-label={label} c="red.8">
        <IconMessageCircle size={18} aria-hidden />
        <Text size="xs" fw={700} aria-hidden>
          {scene.openComments}
        </Text>
      </Group>
    </Tooltip>
  );
}
