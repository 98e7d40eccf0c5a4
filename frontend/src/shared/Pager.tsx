import { Button, Group, Text } from '@mantine/core';
import { Limits } from '@wb/contracts';
import { pageList } from './pageList';

/** Page links (at most 9, with ellipsis) and first/last links. */
export function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Group gap={4} component="nav" aria-label="Pages" justify="center" wrap="wrap">
      <Button size="compact-sm" variant="default" disabled={page === 1} onClick={() => onChange(1)}>First</Button>
      {pageList(page, pages, Limits.paginationMaxLinks).map((item) =>
        typeof item === 'number' ? (
          <Button key={item} size="compact-sm" variant={item === page ? 'filled' : 'default'} miw={32}
            aria-current={item === page ? 'page' : undefined} aria-label={`Page ${item}`} onClick={() => onChange(item)}>
            {item}
          </Button>
        ) : (
          <Text key={item} c="dimmed" px={4} aria-hidden>…</Text>
        ),
      )}
      <Button size="compact-sm" variant="default" disabled={page === pages} onClick={() => onChange(pages)}>Last</Button>
    </Group>
  );
}
