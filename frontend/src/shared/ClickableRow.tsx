import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/** A table row that opens something on click or Enter; buttons inside keep their own clicks. */
export function ClickableRow({ label, onOpen, children }: { label: string; onOpen: () => void; children: ReactNode }) {
  return (
    <Table.Tr
      tabIndex={0}
      aria-label={label}
      style={{ cursor: 'pointer' }}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('button, a, input')) return;
        onOpen();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target === e.currentTarget) onOpen();
      }}
    >
      {children}
    </Table.Tr>
  );
}
