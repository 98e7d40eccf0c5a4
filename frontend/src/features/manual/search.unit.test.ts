import { manualBlockText } from './blocks';
import { readManualSources } from './manualTestSources';
import { plainText, searchIndexOf, searchManual } from './search';

const sources = [
  { file: '02-b.md', markdown: '# Brand colours\n\nClick a colour.\n\n```manual-brand-colours\nA note for readers of the file.\n```\n\n## Using the colours\n\nUse **Ink** for text.' },
  { file: '01-a.md', markdown: '# Asset Manager\n\nKits keep files.\n\n## Kits\n\nA [kit](#kits) holds *files* and folders.\n\n```\ncode stays searchable\n```' },
];
const blocks = (name: string) => (name === 'manual-brand-colours' ? 'Marker Blue #1c64d1' : null);
const index = searchIndexOf(sources, blocks);

describe('the manual search', () => {
  it('indexes the text under each heading, in the manual order, as plain words', () => {
    expect(index.map((e) => [e.id, e.section])).toEqual([
      ['asset-manager', 'Asset Manager'],
      ['kits', 'Asset Manager'],
      ['brand-colours', 'Brand colours'],
      ['using-the-colours', 'Brand colours'],
    ]);
    expect(index[1]?.text).toBe('A kit holds files and folders. code stays searchable');
    expect(plainText('- ![A kit](images/kit.webp) | **bold** |')).toBe('A kit bold');
  });

  it("searches a filled block's words, not the note the file keeps in it", () => {
    expect(searchManual(index, 'marker blue').map((h) => h.id)).toEqual(['brand-colours']);
    expect(searchManual(index, 'readers')).toEqual([]);
  });

  it('needs every typed word, in any case, and puts heading matches first', () => {
    expect(searchManual(index, 'KIT folders').map((h) => h.id)).toEqual(['kits']);
    expect(searchManual(index, 'kits').map((h) => h.id)).toEqual(['kits', 'asset-manager']);
    expect(searchManual(index, 'kits zebra')).toEqual([]);
    expect(searchManual(index, '   ')).toEqual([]);
  });

  it('marks the match in a snippet of its text', () => {
    const [hit] = searchManual(index, 'folders');
    expect(hit?.snippet).toEqual({ before: 'A kit holds files and ', match: 'folders', after: '. code stays searchable' });
  });

  it('finds the product-filled parts of the real manual: a shortcut, a colour, a role', () => {
    const manual = searchIndexOf(readManualSources(), manualBlockText);
    expect(searchManual(manual, 'redo').map((h) => h.id)).toEqual(['keyboard-shortcuts']);
    expect(searchManual(manual, 'marker blue').map((h) => h.id)).toContain('brand-colours');
    expect(searchManual(manual, 'voiceover artist').map((h) => h.id)).toContain('roles');
  });
});
