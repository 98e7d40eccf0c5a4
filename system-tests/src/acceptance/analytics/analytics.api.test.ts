// The analytics calls over HTTP: /admin/getAdminAnalytics (spec 000 sections 2, 7 and 9: metric, user,
// folder and month filters, group by week or day, sort Alphabetical or Recent, per-task totals, the
// projects' words and hours per task type, and the tracking entries) and the profile's own
// /analytics/getMyAnalytics; who may read them, and the refusals of bad filters.
import type { Answer } from '../../testing/httpClient';
import type { HttpClient } from '../../testing/httpClient';
import { after, createProject, expectError, expectFieldErrors, type Person } from '../projects/projectsWorld';
import { startCast } from '../shared/people';
import { must } from '../tracking/trackingWorld';
import { AdminAnalyticsAnswer, MyAnalyticsAnswer } from '@wb/contracts';

const ADMIN = '/api/admin/getAdminAnalytics';
const MINE = '/api/analytics/getMyAnalytics';
const SEPTEMBER = { range: 'month', month: '2026-09' };

interface Point {
  bucket: string;
  value: number;
  byTask: number[];
}

interface AnalyticsWorld {
  admin: Person;
  anonymous: HttpClient;
  /** content.projects-edit */
  editor: Person;
  otherEditor: Person;
  /** signed in, no grant */
  nobody: Person;
  /** admin.analytics alone */
  analyst: Person;
  stop(): Promise<void>;
}

let world: AnalyticsWorld;
let atoms = '';
let bees = '';
let logged: Answer;

const log = (who: Person, projectID: string, taskID: number, userID: number, date: string, hours: number) => must(who, '/api/tracking/updateTask', { projectID, taskID, userID, hours, date });
/** A 200 answer read once the last setup command shows, held to the call's output schema (the admin answer is JSON made by SQL). */
const read = async (who: Person, path: string, body: unknown) => {
  const answer = await who.client.post(path, body, after(logged));
  expect(answer.status).toBe(200);
  expect((path === ADMIN ? AdminAnalyticsAnswer : MyAnalyticsAnswer).safeParse(answer.body).error).toBeUndefined();
  return answer.body;
};

beforeAll(async () => {
  const { add, ...cast } = await startCast();
  world = {
    ...cast,
    editor: await add({ userID: 2, givenName: 'Edith', grants: ['content.projects-edit'] }),
    otherEditor: await add({ userID: 3, givenName: 'Oscar', grants: ['content.projects-edit'] }),
    nobody: await add({ userID: 6, givenName: 'Nina' }),
    analyst: await add({ userID: 7, givenName: 'Ana', grants: ['admin.analytics'] }),
  };
  const folder = await must(world.admin, '/api/admin/folders/createGroup', { name: 'Science' });
  const science = (folder.body as { projectGroup: { projectGroupID: string } }).projectGroup.projectGroupID;
  const { editor, otherEditor } = world;
  atoms = await createProject(world.admin, 'Atoms', [science]);
  bees = await createProject(editor, 'Bees');
  await must(world.admin, '/api/tracking/updateWordCount', { projectID: atoms, wordCount: 1000 });
  await must(editor, '/api/tracking/updateWordCount', { projectID: bees, wordCount: 500 });
  // September 2026 starts on a Tuesday: its weeks start on the 1st (cut at the month), 7th, 14th, 21st and 28th.
  await log(world.admin, atoms, 1, editor.userID, '2026-09-01', 2);
  await log(world.admin, atoms, 2, otherEditor.userID, '2026-09-08', 1.5);
  await log(world.admin, atoms, 4, editor.userID, '2026-09-09', 3);
  await log(editor, bees, 1, editor.userID, '2026-09-08', 1);
  await log(editor, bees, 1, otherEditor.userID, '2026-09-30', 2);
  logged = await log(world.admin, atoms, 1, editor.userID, '2026-10-01', 5);
}, 180_000);
afterAll(async () => {
  await world?.stop();
});

describe('the admin analytics of a chosen month', () => {
  it('answers the projects alphabetically with words and hours per task type, the per-task totals, the weekly series and the entries', async () => {
    const body = await read(world.analyst, ADMIN, SEPTEMBER);
    expect(body.range).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    expect(body.projects).toEqual([
      { projectID: atoms, name: 'Atoms', wordCount: 1000, createdOn: expect.any(String), hours: [0, 2, 1.5, 0, 3, 0] },
      { projectID: bees, name: 'Bees', wordCount: 500, createdOn: expect.any(String), hours: [0, 3, 0, 0, 0, 0] },
    ]);
    expect(body.totals).toEqual({
      projects: 2,
      words: 1500,
      hours: 9.5,
      byTask: [
        { taskID: 0, projects: 0, words: 0, hours: 0 },
        { taskID: 1, projects: 2, words: 1500, hours: 5 },
        { taskID: 2, projects: 1, words: 1000, hours: 1.5 },
        { taskID: 3, projects: 0, words: 0, hours: 0 },
        { taskID: 4, projects: 1, words: 1000, hours: 3 },
        { taskID: 5, projects: 0, words: 0, hours: 0 },
      ],
    });
    expect(body.series).toEqual([
      { bucket: '2026-09-01', value: 1, byTask: [0, 1, 0, 0, 0, 0] },
      { bucket: '2026-09-07', value: 2, byTask: [0, 1, 1, 0, 1, 0] },
      { bucket: '2026-09-14', value: 0, byTask: [0, 0, 0, 0, 0, 0] },
      { bucket: '2026-09-21', value: 0, byTask: [0, 0, 0, 0, 0, 0] },
      { bucket: '2026-09-28', value: 1, byTask: [0, 1, 0, 0, 0, 0] },
    ]);
    expect(body.tracking.map((e: { date: string; projectName: string; hours: number }) => [e.date, e.projectName, e.hours])).toEqual([
      ['2026-09-30', 'Bees', 2],
      ['2026-09-09', 'Atoms', 3],
      ['2026-09-08', 'Bees', 1],
      ['2026-09-08', 'Atoms', 1.5],
      ['2026-09-01', 'Atoms', 2],
    ]);
    expect(body.tracking[0]).toEqual({
      taskID: 1,
      userID: world.otherEditor.userID,
      user: { userID: world.otherEditor.userID, givenName: 'Oscar', familyName: 'Tester' },
      hours: 2,
      date: '2026-09-30',
      projectName: 'Bees',
      projectID: bees,
      wordCount: 500,
    });
    expect(body.filters.users).toEqual([
      { userID: world.editor.userID, name: 'Edith Tester' },
      { userID: world.otherEditor.userID, name: 'Oscar Tester' },
    ]);
    expect(body.filters.folders).toEqual(expect.arrayContaining([{ projectGroupID: expect.any(String), name: 'Science' }]));
  });

  it('charts words instead of projects, per day, sorts the newest project first, and leaves the entries out when asked', async () => {
    const body = await read(world.analyst, ADMIN, { ...SEPTEMBER, metric: 'words', group: 'day', sort: 'recent', entries: false });
    expect(body.tracking).toEqual([]);
    expect(body.series).toHaveLength(30);
    expect(body.series.find((p: Point) => p.bucket === '2026-09-08')).toEqual({ bucket: '2026-09-08', value: 1500, byTask: [0, 500, 1000, 0, 0, 0] });
    expect(body.series.find((p: Point) => p.bucket === '2026-09-09')).toEqual({ bucket: '2026-09-09', value: 1000, byTask: [0, 0, 0, 0, 1000, 0] });
    expect(body.projects.map((p: { name: string }) => p.name)).toEqual(['Bees', 'Atoms']);
  });

  it("narrows to one person's work and to one folder's projects", async () => {
    const edith = await read(world.analyst, ADMIN, { ...SEPTEMBER, userID: world.editor.userID });
    expect(edith.projects.map((p: { name: string; hours: number[] }) => [p.name, p.hours])).toEqual([
      ['Atoms', [0, 2, 0, 0, 3, 0]],
      ['Bees', [0, 1, 0, 0, 0, 0]],
    ]);
    expect(edith.totals.hours).toBe(6);
    expect(edith.tracking.every((e: { userID: number }) => e.userID === world.editor.userID)).toBe(true);
    const folder = edith.filters.folders.find((f: { name: string }) => f.name === 'Science').projectGroupID;
    const science = await read(world.analyst, ADMIN, { ...SEPTEMBER, projectGroupID: folder });
    expect(science.projects.map((p: { name: string }) => p.name)).toEqual(['Atoms']);
    expect(science.totals).toEqual(expect.objectContaining({ projects: 1, words: 1000, hours: 6.5 }));
  });

  it("reads this month and last month from the asker's day, and answers no projects for a month without work", async () => {
    const october = await read(world.analyst, ADMIN, { range: 'thisMonth', today: '2026-10-20' });
    expect(october.range).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(october.projects.map((p: { name: string; hours: number[] }) => [p.name, p.hours[1]])).toEqual([['Atoms', 5]]);
    const last = await read(world.analyst, ADMIN, { range: 'lastMonth', today: '2026-10-20' });
    expect(last.totals.hours).toBe(9.5);
    const empty = await read(world.analyst, ADMIN, { range: 'month', month: '2025-01' });
    expect(empty).toEqual(expect.objectContaining({ projects: [], tracking: [], totals: expect.objectContaining({ projects: 0, words: 0, hours: 0 }) }));
  });
});

describe('personal analytics', () => {
  it("answers the asker's own work per day for a month, and per month for all time", async () => {
    const september = await read(world.editor, MINE, { range: 'lastMonth', today: '2026-10-02' });
    expect(september.range).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    expect(september.series).toHaveLength(30);
    expect(september.series.find((p: Point) => p.bucket === '2026-09-09')).toEqual({ bucket: '2026-09-09', value: 1, byTask: [0, 0, 0, 0, 1, 0] });
    expect(september.totals).toEqual(expect.objectContaining({ projects: 2, words: 1500, hours: 6 }));
    const words = await read(world.editor, MINE, { range: 'allTime', metric: 'words', today: '2026-11-02' });
    expect(words.range).toEqual({ from: '2026-09-01', to: '2026-11-02' });
    expect(words.series).toEqual([
      { bucket: '2026-09', value: 1500, byTask: [0, 1500, 0, 0, 1000, 0] },
      { bucket: '2026-10', value: 1000, byTask: [0, 1000, 0, 0, 0, 0] },
      { bucket: '2026-11', value: 0, byTask: [0, 0, 0, 0, 0, 0] },
    ]);
    expect(words.totals.hours).toBe(11);
  });

  it('answers an empty month, and all time of someone who never logged work, without failing', async () => {
    const none = await read(world.nobody, MINE, { range: 'allTime', today: '2026-10-02' });
    expect(none).toEqual({ range: { from: '2026-10-02', to: '2026-10-02' }, series: [{ bucket: '2026-10', value: 0, byTask: [0, 0, 0, 0, 0, 0] }], totals: expect.objectContaining({ projects: 0 }) });
  });
});

describe('access and bad filters', () => {
  it('refuses the admin analytics without admin.analytics, and personal analytics without a session', async () => {
    expectError(await world.nobody.client.post(ADMIN, SEPTEMBER), 403);
    expectError(await world.editor.client.post(ADMIN, SEPTEMBER), 403);
    expect((await world.anonymous.post(MINE, {})).status).toBe(401);
  });

  it('names the field of a bad filter', async () => {
    const { analyst } = world;
    expectFieldErrors(await analyst.client.post(ADMIN, { range: 'month' }), ['month']);
    expectFieldErrors(await analyst.client.post(ADMIN, { range: 'month', month: '2026-13' }), ['month']);
    expectFieldErrors(await analyst.client.post(ADMIN, { metric: 'hours', group: 'year', sort: 'size' }), ['metric', 'group', 'sort']);
    expectFieldErrors(await analyst.client.post(ADMIN, { today: '2026-02-30' }), ['today']);
    expectFieldErrors(await analyst.client.post(MINE, { range: 'month' }), ['range']);
  });

  it('leaves out a deleted project', async () => {
    const deleted = await must(world.admin, '/api/admin/projects/delete', { projectID: bees });
    const body = (await world.analyst.client.post(ADMIN, SEPTEMBER, after(deleted))).body;
    expect(body.projects.map((p: { name: string }) => p.name)).toEqual(['Atoms']);
  });
});
