// Reading the reports' CSV files as a spreadsheet does: the UTF-8 mark first, then RFC 4180 records
// (quoted cells may hold commas, doubled quotes and line breaks; CRLF between records).

/** The mark every report begins with, so that a spreadsheet reads the file as UTF-8. */
export const BOM = '\uFEFF';

/** The records of a CSV text (without its mark). */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r') continue;
    else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
};

/**
 * A report's records, after checking that its bytes begin with the UTF-8 mark (read as bytes: fetch's
 * text() drops a leading mark, as the WHATWG decoder does).
 */
export const csvRecords = async (res: Response): Promise<string[][]> => {
  const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
  expect(text.startsWith(BOM)).toBe(true);
  return parseCsv(text.slice(BOM.length));
};
