// The kit grid's search over every file of the library: the All kit's search (/files/searchFiles, 500 ms
// debounce, pages of 50), so a file is found without first guessing its kit. While something is typed
// (or a sort chosen) the results take the kits' place; each opens in the All kit with its details.
import { Button, Stack, Text } from '@mantine/core';
import type { AssetFile } from '@wb/contracts';
import { AssetGrid } from './AssetGrid';
import { ALL_KITS, kitPath } from './assetsRoute';
import type { KitSearch } from './useKitSearch';

const openInAllKit = (file: AssetFile): string => `#${kitPath(ALL_KITS, 'standard', { fileIDs: [file.fileID] })}`;

export function LibrarySearchResults({ search }: { search: KitSearch }) {
  return (
    <Stack gap="sm" component="section" aria-label="Search results">
      <Text size="sm" c="dimmed" aria-live="polite">
        {search.count}
      </Text>
      <AssetGrid files={search.files} loading={search.loading} selected={[]} onClick={() => undefined} hrefOf={openInAllKit} />
      {search.hasMore && (
        <Button variant="default" size="sm" mx="auto" loading={search.loadingMore} onClick={search.loadMore}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
