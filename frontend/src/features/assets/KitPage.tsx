// /assets/{kit} in standard mode: Folders (only for a kit with an id) and Filters on the left, the
// grid in the middle, the details of the selection on the right.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Group, Modal, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { previewClosed, selectNotice, selectPreviewOpen } from './assetsSlice';
import { ALL_KITS, type AssetsLocation } from './assetsRoute';
import { AssetGrid } from './AssetGrid';
import { AssetPreview } from './AssetPreview';
import { DetailsPanel } from './DetailsPanel';
import { FiltersPanel } from './FiltersPanel';
import { FolderTree } from './FolderTree';
import { KitHeader } from './KitHeader';
import { KitToolbar } from './KitToolbar';
import { SearchBar } from './SearchBar';
import { applyFilters, noFilters, type KitFilters } from './kitFilters';
import { UploadProgress } from './UploadProgress';
import { useCanEditAssets } from './useCanEditAssets';
import { useKitData } from './useKitData';
import { useKitKeyboard } from './useKitKeyboard';
import { useKitSearch } from './useKitSearch';
import { useKitState } from './useKitState';

export function KitPage({ location }: { location: AssetsLocation & { kit: string } }) {
  const dispatch = useAppDispatch();
  const state = useKitState(location);
  const canEdit = useCanEditAssets();
  const data = useKitData(location.kit, location.fileIDs);
  const [filters, setFilters] = useState<KitFilters>(noFilters);
  const hasID = location.kit !== ALL_KITS;
  const [tab, setTab] = useState<string | null>(hasID ? 'folders' : 'filters');
  const inFolder = useMemo(() => (location.directoryID ? data.files.filter((f) => f.directoryID === location.directoryID) : data.files), [data.files, location.directoryID]);
  const search = useKitSearch(location.kit, location.directoryID, filters);
  // While searching, the server has applied the text, folder, types and tags; the name filter still narrows.
  const shown = useMemo(() => applyFilters(search.active ? search.files : inFolder, filters), [search.active, search.files, inFolder, filters]);
  const count = search.active ? search.count : data.loading ? '' : `${shown.length.toLocaleString()} of ${data.total.toLocaleString()} files`;
  const notice = useAppSelector(selectNotice);
  const previewOpen = useAppSelector(selectPreviewOpen);
  useKitKeyboard(data.selectedFiles, previewOpen);
  const [only] = data.selectedFiles;

  return (
    <Box p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <KitHeader kit={location.kit} name={data.kitName} view="standard" />
        <Group align="flex-start" gap="md" wrap="wrap">
          <Box component="nav" aria-label="Folders and filters" w={{ base: '100%', md: 240 }}>
            <Tabs value={tab} onChange={setTab}>
              <Tabs.List>
                {hasID && <Tabs.Tab value="folders">Folders</Tabs.Tab>}
                <Tabs.Tab value="filters">Filters</Tabs.Tab>
              </Tabs.List>
              {hasID && (
                <Tabs.Panel value="folders" pt="xs">
                  <FolderTree state={state} canEdit={canEdit} />
                </Tabs.Panel>
              )}
              <Tabs.Panel value="filters" pt="xs">
                <FiltersPanel files={inFolder} filters={filters} onChange={setFilters} />
              </Tabs.Panel>
            </Tabs>
          </Box>
          <Box component="section" aria-label="Files of the kit" flex={1} miw={{ base: '100%', sm: 280 }}>
            <Stack gap="sm">
              <SearchBar search={search} inAll={!hasID} />
              <Group justify="space-between">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {count}
                </Text>
                <KitToolbar state={state} selectedFiles={data.selectedFiles} canEdit={canEdit} />
              </Group>
              {notice && (
                <Alert color="teal" py={6} role="status">
                  {notice}
                </Alert>
              )}
              <UploadProgress purpose="asset" kitID={location.kit} />
              <AssetGrid files={shown} loading={search.active ? search.loading : data.loading} selected={location.fileIDs} onClick={state.clickFile} />
              {search.active && search.hasMore && (
                <Button variant="default" size="sm" mx="auto" loading={search.loadingMore} onClick={search.loadMore}>
                  Load more
                </Button>
              )}
            </Stack>
          </Box>
          <Box component="aside" aria-label="Details" w={{ base: '100%', lg: 300 }}>
            <ScrollArea.Autosize mah="calc(100vh - 160px)">
              <DetailsPanel files={data.selectedFiles} kitID={location.kit} canEdit={canEdit} />
            </ScrollArea.Autosize>
          </Box>
        </Group>
      </Stack>
      <Modal opened={previewOpen && !!only} onClose={() => dispatch(previewClosed())} title={only?.name ?? 'Preview'} size="xl">
        {only && <AssetPreview url={only.data.url} type={only.type} name={only.name} height={560} />}
      </Modal>
    </Box>
  );
}
