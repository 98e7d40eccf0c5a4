import type { MouseEvent, ReactNode } from 'react';
import { Box, Drawer } from '@mantine/core';

/** Picking a link in the drawer also closes it, so the screen it opens is not hidden behind it. */
const closeOnLink = (close: () => void) => (e: MouseEvent) => {
  if ((e.target as HTMLElement).closest('a')) close();
};

/**
 * A side panel: beside the content on wide screens; under the spec's 769 px breakpoint it folds into
 * a drawer, which the page opens with a control of its own (`opened`, `onClose`).
 */
export function ResponsiveSidebar({ label, width, opened, onClose, children }: { label: string; width: number; opened: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <>
      <Box component="aside" aria-label={label} visibleFrom="sm" w={width} miw={width} p="md" bg="white" className="sticky-sidebar" style={{ borderRight: '1px solid var(--mantine-color-gray-3)' }}>
        {children}
      </Box>
      <Drawer opened={opened} onClose={onClose} title={label} size={Math.min(width + 40, 340)} hiddenFrom="sm" closeButtonProps={{ 'aria-label': `Close ${label.toLowerCase()}` }}>
        <Box onClick={closeOnLink(onClose)}>{children}</Box>
      </Drawer>
    </>
  );
}
