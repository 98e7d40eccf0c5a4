// The manual's headings and their anchors, read from its Markdown files (docs/manual). The sidebar is
// built from here and the rendered headings take their ids from the same headingId, so a sidebar
// link always lands on a heading; pure, so that is tested against the files themselves.

/** One Markdown file of the manual: its name (it gives the order) and its text. */
export interface ManualSource {
  file: string;
  markdown: string;
}

export interface ManualHeading {
  depth: 1 | 2 | 3;
  title: string;
  id: string;
}

/** A sidebar section: a file's first-level heading and its second-level headings. */
export interface OutlineSection {
  id: string;
  title: string;
  entries: { id: string; title: string }[];
}

/** 'Brand colours' -> 'brand-colours'; accents dropped, anything else between words becomes one dash. */
export const headingId = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const HEADING = /^(#{1,3})[ \t]+(.+?)[ \t]*#*[ \t]*$/;
const FENCE = /^\s*(```|~~~)/;

/** The level 1 to 3 headings of a Markdown text, in order; fenced code is skipped. */
export const headingsOf = (markdown: string): ManualHeading[] => {
  const headings: ManualHeading[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = HEADING.exec(line);
    if (!match) continue;
    const [, hashes = '', title = ''] = match;
    headings.push({ depth: hashes.length as 1 | 2 | 3, title, id: headingId(title) });
  }
  return headings;
};

/** The sources in the manual's order: by file name (01-..., 02-...). */
export const inManualOrder = (sources: readonly ManualSource[]): ManualSource[] => [...sources].sort((a, b) => a.file.localeCompare(b.file));

/** The sidebar: one section per file, headed by its first-level heading, listing its second-level ones. */
export const outlineOf = (sources: readonly ManualSource[]): OutlineSection[] =>
  inManualOrder(sources).flatMap((source) => {
    const headings = headingsOf(source.markdown);
    const top = headings.find((h) => h.depth === 1);
    if (!top) return [];
    return [{ id: top.id, title: top.title, entries: headings.filter((h) => h.depth === 2).map(({ id, title }) => ({ id, title })) }];
  });
