// The projects' reports of the admin Reports tab (spec 001 section 7: downloadProjectsData and
// downloadCreditsData) over HTTP: files a spreadsheet opens cleanly (the UTF-8 mark, quoting), names
// with commas, quotes, line breaks and any script kept whole, a name a spreadsheet would run as a
// formula defused, and who may download them.
import { Pool } from 'pg';
import { SESSION_COOKIE } from '@wb/platform';
import { creditsData, projectsData } from '@wb/query-api';
import type { HttpClient } from '../../testing/httpClient';
import { after, createFolder, createProject, startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';
import { csvRecords } from './csv';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
}, 120_000);
afterAll(() => world?.stop());

const get = (client: HttpClient, path: string) => {
  const session = client.cookie(SESSION_COOKIE);
  return fetch(`${world.app.url}/api/admin/reports/${path}`, { headers: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {} });
};

const must = async (client: HttpClient, path: string, body: unknown) => {
  const answer = await client.post(`/api${path}`, body);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return answer;
};

/** Text a spreadsheet misreads unless the file is quoted and marked UTF-8. */
const tricky = 'Tides, "moons" & Øresund 潮汐';
const formula = '=HYPERLINK("http://evil.example")';

describe('downloadProjectsData', () => {
  let projectID: string;
  let formulaID: string;
  beforeAll(async () => {
    const folderID = await createFolder(world, 'Oceans, "deep"');
    projectID = await createProject(world.editor, tricky, [folderID]);
    formulaID = await createProject(world.editor, formula);
    await must(world.editor.client, '/project/addLink', { projectID, link: { type: 'doc', url: 'https://docs.example.org/tides', name: 'Script' } });
    const due = await must(world.editor.client, '/project/addDueDate', { projectID, dueDate: '2026-12-01' });
    await world.admin.client.post('/api/project/getProjectByProjectID', { projectID }, after(due));
  });

  it('answers every project as a UTF-8 CSV with the mark, its folders, owner, links and due date, and names kept whole', async () => {
    const res = await get(world.admin.client, 'downloadProjectsData');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?projects\.csv"?$/);
    const [header, ...rows] = await csvRecords(res);
    expect(header).toEqual(['Project ID', 'Name', 'Status', 'Folders', 'Owner', 'Members', 'Types', 'Word count', 'Comments', 'Due date', 'Due completed on', 'Links', 'Created on', 'Modified']);
    const row = Object.fromEntries((header ?? []).map((column, i) => [column, rows.find((r) => r[0] === projectID)?.[i]]));
    expect(row).toMatchObject({
      Name: tricky,
      Status: 'Active',
      Folders: 'Oceans, "deep"',
      Owner: 'Edith Tester',
      Members: 'Edith Tester',
      'Word count': '0',
      'Due date': '2026-12-01',
      'Due completed on': '',
      Links: 'https://docs.example.org/tides',
    });
    expect(Date.parse(row['Created on'] ?? '')).not.toBeNaN();
  });

  it('defuses a name a spreadsheet would run as a formula', async () => {
    const res = await get(world.admin.client, 'downloadProjectsData');
    const raw = Buffer.from(await res.clone().arrayBuffer()).toString('utf8');
    expect(raw).not.toContain(`,"${formula.replaceAll('"', '""')}"`);
    const rows = await csvRecords(res);
    expect(rows.find((r) => r[0] === formulaID)?.[1]).toBe(`'${formula}`);
  });
});

describe('downloadCreditsData', () => {
  it('answers each credit entry of each project under its section, with names holding commas, quotes and line breaks', async () => {
    const projectID = await createProject(world.editor, 'Credits report');
    const items = [
      { id: 's1', type: 'section', title: 'Voices, "main"' },
      { id: 'e1', type: 'entry', name: 'Zoë "Z" Ōkubo', role: 'Narrator,\nlead' },
      { id: 's2', type: 'section', title: 'Drawing' },
      { id: 'e2', type: 'entry', name: '@cmd', role: 'Illustrator' },
    ];
    const saved = await must(world.editor.client, '/project/newCredits', { projectID, data: { items } });
    const read = await world.admin.client.post('/api/project/getCreditsData', { projectID }, after(saved));
    const stored = (read.body.creditsData.data.items as { type: string; name?: string; role?: string; attribution: boolean }[]).filter((i) => i.type === 'entry');

    const res = await get(world.admin.client, 'downloadCreditsData');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?credits\.csv"?$/);
    const [header, ...rows] = await csvRecords(res);
    expect(header).toEqual(['Project ID', 'Project name', 'Section', 'Name', 'Role', 'Attribution', 'Share-alike', 'Credits modified']);
    const mine = rows.filter((r) => r[0] === projectID);
    expect(mine.map((r) => r.slice(1, 5))).toEqual([
      ['Credits report', 'Voices, "main"', stored[0]?.name, stored[0]?.role],
      ['Credits report', 'Drawing', "'@cmd", 'Illustrator'],
    ]);
    expect(stored[0]?.role).toContain('\n');
  });
});

describe('the paged reading', () => {
  it('reads page after page in order: pages of one or two rows give the rows of one big page, a section carried across pages', async () => {
    const pool = new Pool({ connectionString: world.app.databaseUrl, max: 2 });
    try {
      const rowsOf = async (report: { pages: () => AsyncGenerator<readonly unknown[][]> }) => {
        const rows: unknown[][] = [];
        for await (const page of report.pages()) rows.push(...page);
        return rows;
      };
      for (const report of [projectsData, creditsData]) {
        const whole = await rowsOf(report(pool));
        expect(whole.length).toBeGreaterThanOrEqual(2);
        expect(await rowsOf(report(pool, 1))).toEqual(whole);
        expect(await rowsOf(report(pool, 2))).toEqual(whole);
      }
    } finally {
      await pool.end();
    }
  });
});

describe('who may download them', () => {
  it('answers 401 to a visitor and 403 naming admin.reports to a user without it', async () => {
    for (const path of ['downloadProjectsData', 'downloadCreditsData']) {
      expect((await get(world.anonymous, path)).status).toBe(401);
      const refused = await get(world.editor.client, path);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(await refused.json())).toContain('admin.reports');
      expect((await get(world.projectAdmin.client, path)).status).toBe(403);
    }
  });
});
