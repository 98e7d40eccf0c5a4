// The manual's Markdown files against the page that shows them: every sidebar anchor lands on exactly
// one heading, links inside the manual land on headings, pictures exist and stay small, and the
// sections the spec asks for are there.
import fs from 'node:fs';
import path from 'node:path';
import { ManualBlock } from './blocks';
import { fileAnchorsOf, manualLink } from './links';
import { MANUAL_DIR, readManualSources } from './manualTestSources';
import { headingsOf, outlineOf } from './outline';
import { MANUAL_PICTURE_SIZE } from './pictureSize';

const sources = readManualSources();
const outline = outlineOf(sources);
const headings = sources.flatMap((s) => headingsOf(s.markdown));
const headingIds = headings.map((h) => h.id);
const titles = (ids: readonly string[]) => ids.map((id) => headings.find((h) => h.id === id)?.title);

/** A WebP picture's width and height, from its header (lossy, lossless or extended). */
const webpSize = (bytes: Buffer): { width: number; height: number } | null => {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') return null;
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
};

/** The manual's text outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^\s*(```|~~~)[^\n]*\n[\s\S]*?^\s*\1\s*$/gm, '');

describe('the manual files', () => {
  it('has the sections of the spec, in its order', () => {
    const sectionTitles = outline.map((s) => s.title);
    const spec = ['Asset Manager', 'Brand colours', 'Scene Builder', 'Projects', 'SVG text characters and tags', 'Preferences', 'Resources'];
    expect(sectionTitles.filter((t) => spec.includes(t))).toEqual(spec);
  });

  it('covers the topics the spec names under each section', () => {
    const entries = (title: string) => (outline.find((s) => s.title === title)?.entries ?? []).map((e) => e.title.toLowerCase()).join(' | ');
    for (const topic of ['kits', 'visibility', 'search', 'tags']) expect(entries('Asset Manager')).toContain(topic);
    for (const topic of ['permissions', 'layers', 'settings', 'files', 'credits', 'activity', 'review', 'spelling']) expect(entries('Projects')).toContain(topic);
    for (const topic of ['image', 'erase', 'move', 'sync', 'characters']) expect(entries('SVG text characters and tags')).toContain(topic);
    for (const topic of ['roles', 'shortcuts']) expect(entries('Preferences')).toContain(topic);
  });

  it('gives every heading its own anchor, so each sidebar link lands on one heading', () => {
    const repeated = headingIds.filter((id, i) => headingIds.indexOf(id) !== i);
    expect(titles(repeated)).toEqual([]);
    const anchors = outline.flatMap((s) => [s.id, ...s.entries.map((e) => e.id)]);
    expect(anchors.length).toBeGreaterThan(30);
    for (const anchor of anchors) expect(headingIds.filter((id) => id === anchor)).toHaveLength(1);
    expect(anchors.every((a) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(a))).toBe(true);
  });

  it('writes headings as plain words, so the page gives a heading the id the sidebar links to', () => {
    // The page takes a heading's id from its rendered words, the sidebar from its Markdown source:
    // they agree only while a heading holds no inline Markdown.
    expect(headings.filter((h) => /[*_`[\]()!<>\\]/.test(h.title)).map((h) => h.title)).toEqual([]);
  });

  it('starts each file with its section heading, the only first-level one', () => {
    for (const source of sources) {
      const fileHeadings = headingsOf(source.markdown);
      expect([source.file, fileHeadings[0]?.depth]).toEqual([source.file, 1]);
      expect([source.file, fileHeadings.filter((h) => h.depth === 1).length]).toEqual([source.file, 1]);
    }
  });

  it('links only to headings that exist, within the manual', () => {
    const fileAnchors = fileAnchorsOf(sources);
    const links = sources.flatMap((s) => [...prose(s.markdown).matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => ({ file: s.file, href: m[1] ?? '' })));
    expect(links.length).toBeGreaterThan(3);
    for (const { file, href } of links) {
      const link = manualLink(href, fileAnchors);
      if (link.external || (href.startsWith('#/') && !href.startsWith('#/manual'))) continue;
      const anchor = /^#\/manual\/(.+)$/.exec(link.href)?.[1];
      expect({ file, href, resolves: anchor !== undefined && headingIds.includes(anchor) }).toEqual({ file, href, resolves: true });
    }
  });

  it('shows pictures that exist, each a WebP of the size the page reserves, under 80 KB, and keeps none it does not show', () => {
    const shown = new Set(sources.flatMap((s) => [...s.markdown.matchAll(/!\[[^\]]+\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '')));
    const kept = fs.readdirSync(path.join(MANUAL_DIR, 'images')).map((f) => `images/${f}`);
    expect([...shown].sort()).toEqual([...kept].sort());
    for (const picture of kept) {
      const size = fs.statSync(path.join(MANUAL_DIR, picture)).size;
      expect({ picture, small: size <= 80 * 1024 }).toEqual({ picture, small: true });
      expect({ picture, size: webpSize(fs.readFileSync(path.join(MANUAL_DIR, picture))) }).toEqual({ picture, size: MANUAL_PICTURE_SIZE });
    }
  });

  it('fills in every block the page knows, once, and names no other', () => {
    const names = sources.flatMap((s) => [...s.markdown.matchAll(/^\s*```(manual-[\w-]+)/gm)].map((m) => m[1]));
    expect([...names].sort()).toEqual([...Object.values(ManualBlock)].sort());
  });
});
