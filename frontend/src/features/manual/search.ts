// The manual's search box: every heading's part of the text, as plain words, searched for every typed
// word. The manual is a few dozen pages, so a scan per key press is quicker than any index to build.
import { headingId, inManualOrder, type ManualSource } from './outline';

/** The text under one heading, up to the next one. */
export interface SearchEntry {
  id: string;
  title: string;
  /** The first-level heading it is under, shown with the hit. */
  section: string;
  text: string;
}

export interface SearchHit {
  id: string;
  title: string;
  section: string;
  /** Words around the first match, split so the match itself can be marked. */
  snippet: { before: string; match: string; after: string } | null;
}

/** A fenced block the manual fills in from the product (its info string names it), as searchable text. */
export type BlockText = (name: string) => string | null;

const HEADING = /^(#{1,3})[ \t]+(.+?)[ \t]*#*[ \t]*$/;
const FENCE = /^\s*(?:```|~~~)\s*([\w-]*)/;

/** Markdown's marks taken out of a line: images and links keep their words, emphasis and tables go. */
export const plainText = (line: string): string =>
  line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*+]|\d+\.|>)\s+/, '')
    .replace(/^\s*\|?\s*:?-{3,}.*$/, '')
    .replace(/[*_`]/g, '')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const searchIndexOf = (sources: readonly ManualSource[], blockText: BlockText): SearchEntry[] => {
  const entries: SearchEntry[] = [];
  for (const source of inManualOrder(sources)) {
    let section = '';
    let current: SearchEntry | null = null;
    let fence: { name: string; filled: boolean } | null = null;
    const add = (words: string) => {
      if (current && words) current.text += (current.text ? ' ' : '') + words;
    };
    for (const line of source.markdown.split('\n')) {
      const fenceMatch = FENCE.exec(line);
      if (fenceMatch) {
        if (fence) {
          fence = null;
          continue;
        }
        const filled = blockText(fenceMatch[1] ?? '');
        fence = { name: fenceMatch[1] ?? '', filled: filled !== null };
        if (filled !== null) add(filled);
        continue;
      }
      // A filled block's own lines are a note for readers of the file, not what the page shows.
      if (fence) {
        if (!fence.filled) add(line.trim());
        continue;
      }
      const heading = HEADING.exec(line);
      if (heading) {
        const title = heading[2] ?? '';
        if (heading[1] === '#') section = title;
        current = { id: headingId(title), title, section, text: '' };
        entries.push(current);
        continue;
      }
      add(plainText(line));
    }
  }
  return entries;
};

const SNIPPET_SIDE = 60;

const snippetOf = (text: string, word: string): SearchHit['snippet'] => {
  const at = text.toLowerCase().indexOf(word);
  if (at < 0) return null;
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - SNIPPET_SIDE)) + 1);
  const endSpace = text.indexOf(' ', at + word.length + SNIPPET_SIDE);
  const end = endSpace < 0 ? text.length : endSpace;
  return {
    before: (start > 0 ? '…' : '') + text.slice(start, at),
    match: text.slice(at, at + word.length),
    after: text.slice(at + word.length, end) + (end < text.length ? '…' : ''),
  };
};

/**
 * The parts holding every typed word (anywhere in a word, any case), those whose heading holds them
 * first; at most `limit`.
 */
export const searchManual = (index: readonly SearchEntry[], query: string, limit = 20): SearchHit[] => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored = index.flatMap((entry) => {
    const title = entry.title.toLowerCase();
    const haystack = `${title} ${entry.text.toLowerCase()}`;
    if (!words.every((w) => haystack.includes(w))) return [];
    const inTitle = words.filter((w) => title.includes(w)).length;
    return [{ entry, inTitle }];
  });
  // Array.prototype.sort is stable: equal scores keep the manual's order.
  scored.sort((a, b) => b.inTitle - a.inTitle);
  return scored.slice(0, limit).map(({ entry }) => ({
    id: entry.id,
    title: entry.title,
    section: entry.section,
    snippet: words.map((w) => snippetOf(entry.text, w)).find((s) => s !== null) ?? null,
  }));
};
