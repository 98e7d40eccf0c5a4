import { Box, Pagination } from '@mantine/core';
import { Limits } from '@wb/contracts';

// Mantine shows boundaries + 2 * siblings + 3 page links at most (first and last pages, the current
// page with its siblings, and one page in place of a gap): one boundary on each side leaves two
// siblings for the spec's "up to 9 page links with ellipsis".
const BOUNDARIES = 1;
const SIBLINGS = Math.floor((Limits.paginationMaxLinks - 3 - 2 * BOUNDARIES) / 2);

const controlLabels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Pages of a table (spec 000: at most 9 page links, with ellipsis, and first/last links); nothing for one page. */
export function TablePagination({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label="Pages">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        withEdges
        siblings={SIBLINGS}
        boundaries={BOUNDARIES}
        size="sm"
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      />
    </Box>
  );
}
