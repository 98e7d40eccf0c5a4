// Export SVGs (spec 002, File review screens; section 5: export is enabled only when a file is checked):
// choose the project's SVG files, whether to be told when done, then Export renders each to an MP4
// (imported with the scene import's rules on the server). Each row then shows its export's state.
import { useMemo, useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import type { ReviewFile } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { askToNotify } from '../exports/desktopNotice';
import { fileExportConfirmed } from '../exports/exportsSlice';
import { NotifyOptions } from '../exports/NotifyOptions';

interface Props {
  projectID: string;
  files: readonly ReviewFile[];
  onClose(): void;
}

/** The project's SVGs by name (natural order, case-blind), as the Layers panel's SVGs section holds them. */
export const svgFilesOf = (files: readonly ReviewFile[]): ReviewFile[] =>
  files.filter((f) => f.type === 'svg').sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }));

/** 'Export All' when every SVG is checked, else 'Export' and the count; null (disabled) when none is. */
export const exportLabel = (checked: number, total: number): string | null => {
  if (checked <= 0) return null;
  return checked >= total ? 'Export All' : `Export ${checked}`;
};

export function ExportSvgsDialog({ projectID, files, onClose }: Props) {
  const dispatch = useAppDispatch();
  const svgs = useMemo(() => svgFilesOf(files), [files]);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [notify, setNotify] = useState(false);
  // Files deleted meanwhile are no longer offered, nor exported.
  const chosen = svgs.filter((f) => checked.has(f.fileID));
  const allChecked = svgs.length > 0 && chosen.length === svgs.length;
  const label = exportLabel(chosen.length, svgs.length);
  const toggle = (fileID: string) => {
    const next = new Set(checked);
    if (!next.delete(fileID)) next.add(fileID);
    setChecked(next);
  };
  const exportNow = () => {
    // Asked inside the click: browsers ignore a permission request made outside a user's gesture.
    if (notify) void askToNotify();
    dispatch(fileExportConfirmed({ projectID, fileIDs: chosen.map((f) => f.fileID), notify }));
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Export SVGs" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Text size="sm" id="export-svgs-files">
          Each checked SVG is rendered to an MP4 video. It takes a few minutes; the SVGs section shows each one&apos;s progress, then Download MP4.
        </Text>
        {svgs.length === 0 ? (
          <Text size="sm" c="gray.7">
            This project has no SVG files yet. Upload some in the SVGs section.
          </Text>
        ) : (
          <>
            <Checkbox label="All SVGs" checked={allChecked} indeterminate={chosen.length > 0 && !allChecked} onChange={() => setChecked(allChecked ? new Set() : new Set(svgs.map((f) => f.fileID)))} />
            <Stack component="ul" gap={6} m={0} p={0} aria-labelledby="export-svgs-files" style={{ listStyle: 'none', maxHeight: 320, overflowY: 'auto' }}>
              {svgs.map((f) => (
                <li key={f.fileID}>
                  <Checkbox label={f.name} checked={checked.has(f.fileID)} onChange={() => toggle(f.fileID)} styles={{ label: { overflowWrap: 'anywhere' } }} />
                </li>
              ))}
            </Stack>
          </>
        )}
        <NotifyOptions notify={notify} onNotify={setNotify} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button leftSection={<IconMovie size={16} aria-hidden />} disabled={label === null} onClick={exportNow}>
            {label ?? 'Export'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
