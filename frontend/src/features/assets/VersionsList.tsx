import { Anchor, ScrollArea, Stack, Text } from '@mantine/core';
import { AssetLimits, Messages, type AssetFile } from '@wb/contracts';
import { formatDate } from '../../shared/formatDate';
import { formatSize } from '../../shared/formatSize';

/** Versions newest first (the server's order), at most 250 px tall. */
export function VersionsList({ versions }: { versions: AssetFile['data']['versions'] }) {
  if (versions.length <= 1)
    return (
      <Text size="sm" c="dimmed">
        {Messages.onlyVersion}
      </Text>
    );
  return (
    <ScrollArea.Autosize mah={AssetLimits.versionsListMaxHeightPx} type="auto">
      <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {versions.map((v, i) => (
          <li key={`${v.url}-${v.date}`}>
            <Text size="sm">
              <Anchor href={v.url} target="_blank" rel="noopener">
                {i === 0 ? 'Current' : `Version ${versions.length - i}`}
              </Anchor>
              {' · '}
              {formatDate(v.date)} · {v.user.name} · {formatSize(v.size)}
            </Text>
          </li>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
