// What the kit view shows: the kit, its first
// 1000 files in kit order, and the selected files (asked for by id when beyond the first page).
import { useMemo } from 'react';
import { AssetLimits, type AssetFile, type KitFile } from '@wb/contracts';
import { useFilesByIDsQuery, useKitFilesQuery, useKitQuery } from './assetsApi';
import { ALL_KITS } from './assetsRoute';

export const useKitData = (kit: string, selected: readonly string[], count: number = AssetLimits.listModeFirstFiles) => {
  const isAll = kit === ALL_KITS;
  // KitGate has looked the kit up already (and sent a missing one back to /assets).
  const kitQuery = useKitQuery({ kitID: kit }, { skip: isAll });
  const filesQuery = useKitFilesQuery({ kitID: kit, start: 0, count });
  const files: KitFile[] = useMemo(() => filesQuery.data?.files ?? [], [filesQuery.data]);
  const missing = selected.filter((id) => !files.some((f) => f.fileID === id));
  const extra = useFilesByIDsQuery({ fileIDs: missing }, { skip: missing.length === 0 || filesQuery.isLoading });
  const selectedFiles: AssetFile[] = useMemo(
    () => selected.map((id) => files.find((f) => f.fileID === id) ?? extra.data?.files.find((f) => f.fileID === id)).filter((f): f is AssetFile => !!f),
    [selected, files, extra.data],
  );
  return {
    kitName: isAll ? 'All' : (kitQuery.data?.kit.name ?? ''),
    kit: kitQuery.data?.kit ?? null,
    files,
    total: filesQuery.data?.total ?? 0,
    loading: filesQuery.isLoading,
    selectedFiles,
  };
};
