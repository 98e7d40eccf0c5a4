// Files dropped on the dashboard are imported (spec 002: a Drop file overlay). Only file drags show the
// overlay; the import saga refuses anything that is not .svg with the spec's message.
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Box, Overlay, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';

const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

export function DropArea({ onFiles, disabled, children }: { onFiles: (files: File[]) => void; disabled: boolean; children: ReactNode }) {
  const [over, setOver] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them so the overlay does not flicker.
  const depth = useRef(0);
  const reset = () => {
    depth.current = 0;
    setOver(false);
  };
  return (
    <Box
      pos="relative"
      mih="calc(100vh - 260px)"
      data-drop-area
      onDragEnter={(e) => {
        if (disabled || !carriesFiles(e)) return;
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (disabled || !carriesFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(e) => {
        if (disabled || !carriesFiles(e)) return;
        e.preventDefault();
        reset();
        onFiles(Array.from(e.dataTransfer.files));
      }}
    >
      {children}
      {over && (
        <Overlay color="var(--mantine-color-indigo-0)" backgroundOpacity={0.92} radius="md" zIndex={5} center style={{ border: '2px dashed var(--mantine-color-indigo-5)' }}>
          <Stack align="center" gap={4} style={{ pointerEvents: 'none' }}>
            <IconFileImport size={40} color="var(--mantine-color-indigo-7)" aria-hidden />
            <Text fw={700} size="lg" c="indigo.9">
              Drop file
            </Text>
            <Text size="sm" c="indigo.9">
              SVG files become scenes of this project
            </Text>
          </Stack>
        </Overlay>
      )}
    </Box>
  );
}
