// The history's CSV as the database writes its records: the same text csvAnswer.ts writes for the same
// cells (quotes doubled, formula cells defused, null as "", numbers bare), the Kind put in by the
// product's rule, and pages that follow their cursor across ties of time without losing or repeating
// an entry.
import { historyKindOf } from '@wb/contracts';
import { createTestDatabase, type TestDatabase } from '@wb/platform';
import { csvText } from '../reports/csvAnswer';
import type { Cell } from '../reports/reportRows';
import { historyCsv } from './csv';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  // The columns the history projection writes (projectors/src/history/tables.ts) that the CSV reads.
  await db.pool.query(`
    CREATE TABLE history_entries (position bigint NOT NULL, stream_id text NOT NULL, stream_type text NOT NULL, entity_type text NOT NULL, entity_id text NOT NULL,
      project_id text, type text NOT NULL, actor_id integer, at timestamptz NOT NULL, summary text NOT NULL, changes json NOT NULL);
    CREATE INDEX ON history_entries (at, position);
    CREATE TABLE history_names (entity_type text NOT NULL, entity_id text NOT NULL, name text NOT NULL, PRIMARY KEY (entity_type, entity_id));`);
}, 60_000);
afterAll(() => db?.drop());

const fileOf = async (filter: Parameters<typeof historyCsv>[1] = {}): Promise<string> => {
  let text = '';
  for await (const page of historyCsv(db.pool, filter).pages()) text += page;
  return text;
};

interface Entry {
  position: number;
  type: string;
  actorID: number | null;
  summary: string;
  changes: string;
  entityID: string;
  projectID: string | null;
}

const insert = (entries: Entry[], at: string) =>
  db.pool.query(
    `INSERT INTO history_entries (position, stream_id, stream_type, entity_type, entity_id, project_id, type, actor_id, at, summary, changes)
     SELECT p, 'project-' || e, 'project', 'project', e, pr, t, a, $8::timestamptz, s, c::json FROM unnest($1::bigint[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[]) AS x(p, t, a, s, c, e, pr)`,
    [
      entries.map((e) => e.position),
      entries.map((e) => e.type),
      entries.map((e) => e.actorID),
      entries.map((e) => e.summary),
      entries.map((e) => e.changes),
      entries.map((e) => e.entityID),
      entries.map((e) => e.projectID),
      at,
    ],
  );

describe('the history as a CSV written by the database', () => {
  it('writes each record as the product writes the same cells', async () => {
    await db.pool.query(`INSERT INTO history_names VALUES ('user', '7', '=Ada "the" Lovelace'), ('user', '8', '')`);
    const tricky = ['Renamed "Tides" to "Moons"', '=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx', 'line\nbreak, comma', '', 'Øresund 東京 🙂', "'quoted"];
    const entries: Entry[] = tricky.map((summary, i) => ({
      position: i + 1,
      type: i % 2 === 0 ? 'ProjectRenamed' : 'SVGFileImported',
      actorID: [7, 8, 9, null][i % 4] ?? null,
      summary,
      changes: i % 3 === 0 ? '[]' : JSON.stringify([{ field: 'name', before: summary, after: '=x' }]),
      entityID: i % 2 === 0 ? `p${i}` : '-p',
      projectID: i % 5 === 0 ? null : '@p',
    }));
    await insert(entries, '2026-03-04T05:06:07.089Z');
    const names: Record<number, string> = { 7: '=Ada "the" Lovelace', 8: '' };
    // Newest first: one time for all, so by position, highest first.
    const expected: Cell[][] = [...entries]
      .reverse()
      .map((e) => [
        '2026-03-04T05:06:07.089Z',
        e.actorID === null ? null : (names[e.actorID] ?? `User ${e.actorID}`),
        e.actorID,
        historyKindOf(e.type),
        e.type,
        e.summary,
        e.changes === '[]' ? null : e.changes,
        'project',
        e.entityID,
        e.projectID,
        `project-${e.entityID}`,
        String(e.position),
      ]);
    expect(await fileOf()).toBe(csvText(expected));
    await db.pool.query('TRUNCATE history_entries');
  });

  it('pages through 12,003 entries, three at each time, newest first, each once, with the filters applied', async () => {
    // Three entries a second: ties of time wherever a page ends.
    await db.pool.query(`
      INSERT INTO history_entries (position, stream_id, stream_type, entity_type, entity_id, project_id, type, actor_id, at, summary, changes)
      SELECT p, 'project-p', 'project', 'project', 'p', 'p', 'ProjectAccessed', 1 + p % 3, timestamptz '2026-01-01T00:00:00Z' + ((p - 1) / 3) * interval '1 second', 'Opened the project', '[]'
      FROM generate_series(1, 12003) AS p`);
    const positions = (text: string) =>
      text
        .split('\r\n')
        .slice(0, -1)
        .map((line) => Number(line.slice(line.lastIndexOf(',"') + 2, -1)));
    const all = positions(await fileOf());
    expect(all).toHaveLength(12_003);
    expect(all).toEqual(Array.from({ length: 12_003 }, (_, i) => 12_003 - i));
    const byPerson = positions(await fileOf({ userID: 2 }));
    expect(byPerson).toEqual(all.filter((p) => p % 3 === 1));
  }, 120_000);
});
