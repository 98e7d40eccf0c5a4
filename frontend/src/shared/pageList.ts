// Page links of a pager (spec 000: at most 9 page links, with ellipsis and first/last links).
export type PageItem = number | 'gap-before' | 'gap-after';

/** Page numbers (1-based) to show around the current page, with a gap marker where pages are left out. */
export const pageList = (current: number, totalPages: number, maxLinks = 9): PageItem[] => {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  if (totalPages <= maxLinks) return Array.from({ length: totalPages }, (_, i) => i + 1);
  let first = Math.max(1, page - Math.floor(maxLinks / 2));
  const last = Math.min(totalPages, first + maxLinks - 1);
  first = Math.max(1, last - maxLinks + 1);
  const pages: PageItem[] = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  if (first > 1) pages.unshift('gap-before');
  if (last < totalPages) pages.push('gap-after');
  return pages;
};

export const pageCount = (total: number, pageSize: number): number => Math.max(0, Math.ceil(total / pageSize));
