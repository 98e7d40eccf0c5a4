import { stringify } from 'csv-stringify/sync';
import { csvText, safeCell } from './csvAnswer';
import type { Cell } from './reportRows';
import { entryNameOf } from './thumbnailsZip';

describe('safeCell', () => {
  it('keeps text and numbers, writes null as empty, and defuses what a spreadsheet would run as a formula', () => {
    expect(safeCell('Cells, "membranes".png')).toBe('Cells, "membranes".png');
    expect(safeCell(12)).toBe(12);
    expect(safeCell(null)).toBe('');
    for (const formula of ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(safeCell(formula)).toBe(`'${formula}`);
  });
});

describe('csvText', () => {
  it('quotes every text cell (doubling its quotes, keeping commas and line breaks inside), leaves numbers bare and ends records with CRLF', () => {
    expect(csvText([['Tides, "moons"\nand more', 3, null, 'Øresund']])).toBe('"Tides, ""moons""\nand more",3,"","Øresund"\r\n');
    expect(csvText([['@SUM(A1)'], ['-1']])).toBe(`"'@SUM(A1)"\r\n"'-1"\r\n`);
  });

  it('writes what csv-stringify writes with the options the reports used to give it', () => {
    const tricky: Cell[] = ['', ' ', '"', '""', 'a"b"c', ',', '\r\n', '\n', 'x\ry', '=1', '+', '-', '@', '\t', '\r', "'=", 'é東京🙂', 0, -1.5, 1e21, 12345678901234, null];
    const rows: Cell[][] = [tricky, [...tricky].reverse(), [null], ['only']];
    const expected = stringify(
      rows.map((row) => row.map(safeCell)),
      { quoted_string: true, record_delimiter: 'windows' },
    );
    expect(csvText(rows)).toBe(expected);
    expect(csvText([])).toBe('');
  });
});

describe('entryNameOf', () => {
  it("names a thumbnail by the kit's slug, id and the stored key's extension, with nothing that climbs folders", () => {
    const kit = { kitID: '7', name: 'K', slug: 'Cell-Biology', thumbnail: '' };
    expect(entryNameOf(kit, 'kitThumbnail/2026/11/abc.png')).toBe('Cell-Biology-7.png');
    expect(entryNameOf({ ...kit, slug: '../../etc/passwd' }, 'kitThumbnail/2026/11/abc.jpeg')).toBe('-etc-passwd-7.jpeg');
    expect(entryNameOf({ ...kit, slug: '' }, 'kitThumbnail/2026/11/abc')).toBe('kit-7');
  });
});
