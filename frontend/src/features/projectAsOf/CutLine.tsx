// Where a moment was cut: the last change it includes (its time and place in the history), or none yet.
import { Text } from '@mantine/core';
import type { AsOfCut } from '@wb/contracts';
import dayjs from 'dayjs';

export const cutWords = (cut: AsOfCut): string =>
  cut.position === null || cut.at === null ? 'Before the project’s first change' : `As of the change of ${dayjs(cut.at).format('MM-DD-YYYY HH:mm:ss')} (history position ${cut.position})`;

export function CutLine({ cut }: { cut: AsOfCut }) {
  return (
    <Text size="sm" c="gray.7" data-testid="as-of-cut">
      {cutWords(cut)}
    </Text>
  );
}
