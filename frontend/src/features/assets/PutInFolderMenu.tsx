// Put the selected files in a folder of the kit, or take them out of their folders.
import { Button, Menu } from '@mantine/core';
import { IconFolderSymlink } from '@tabler/icons-react';
import type { AssetFile } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { useKitDirectoriesQuery } from './assetsApi';
import { filesPutInFolder } from './assetsSlice';

export function PutInFolderMenu({ kitID, files }: { kitID: string; files: AssetFile[] }) {
  const dispatch = useAppDispatch();
  const { data } = useKitDirectoriesQuery({ kitID });
  const folders = data?.flattenedDirectories ?? [];
  // Each file's folder in this kit, from its link to the kit.
  const inFolders = files.flatMap((f) => f.kits.filter((k) => k.kitID === kitID && k.directoryID !== null).map((k) => ({ fileID: f.fileID, directoryID: k.directoryID as string })));
  if (folders.length === 0) return null;
  const put = (directoryID: string | null, folderName: string) => dispatch(filesPutInFolder({ kitID, fileIDs: files.map((f) => f.fileID), directoryID, folderName, currentDirectories: inFolders }));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconFolderSymlink size={16} aria-hidden />}>
          Put in folder
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        {folders.map((d) => (
          <Menu.Item key={d.directoryID} onClick={() => put(d.directoryID, d.name)}>
            {d.path}
          </Menu.Item>
        ))}
        {inFolders.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Item onClick={() => put(null, '')}>Take out of its folder</Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
