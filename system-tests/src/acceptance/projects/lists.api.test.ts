// The dashboard lists of spec 000 section 7: getAll {sortBy, count, start, status} and
// searchProjects {text, start, count, sortBy, status}, both answering {projects, total}, where total
// counts every match before paging. Status codes of section 9: 1 active, 2 archived, 0 deleted.
import { after, createProject, expectError, expectFieldErrors, namesOf, projectIDsOf, startProjectsWorld, type ProjectsWorld } from './projectsWorld';

let world: ProjectsWorld;
const ids: Record<string, string> = {};
// Created in this order, so 'created' sorts them newest first from the end of this list.
const ACTIVE = ['Alpha Waves', 'beta Particles', 'Epsilon Delta', 'Zeta Delta', '100% Pure_Science'];

beforeAll(async () => {
  world = await startProjectsWorld();
  for (const name of ['Alpha Waves', 'beta Particles', 'Gamma Rays', 'Delta Functions', 'Epsilon Delta', 'Zeta Delta', '100% Pure_Science']) {
    ids[name] = await createProject(name === 'Zeta Delta' ? world.otherEditor : world.editor, name);
  }
  expect((await world.editor.client.post('/api/project/updateStatus', { projectID: ids['Gamma Rays'], status: 2 })).status).toBe(200);
  const deleted = await world.editor.client.post('/api/project/updateStatus', { projectID: ids['Delta Functions'], status: 0 });
  expect(deleted.status).toBe(200);
  await world.viewer.client.post('/api/project/getAll', {}, after(deleted));
});
afterAll(async () => {
  await world?.stop();
});

const byName = (names: string[]) => [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

describe('/api/project/getAll', () => {
  it('answers {projects, total} with the active projects when given nothing', async () => {
    const answer = await world.viewer.client.post('/api/project/getAll', {});
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['projects', 'total']);
    expect(byName(namesOf(answer))).toEqual(byName(ACTIVE));
    expect(answer.body.total).toBe(ACTIVE.length);
  });

  it('answers the same without a body at all', async () => {
    const answer = await world.viewer.client.request('POST', '/api/project/getAll');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(ACTIVE.length);
  });

  it('takes the spec body {sortBy, count, start, status}', async () => {
    const answer = await world.viewer.client.post('/api/project/getAll', { sortBy: 'name', count: 20, start: 0, status: [1] });
    expect(answer.status).toBe(200);
    expect(namesOf(answer)).toEqual(byName(ACTIVE));
  });

  it('sorts by name (ignoring case) and by creation, newest first', async () => {
    expect(namesOf(await world.viewer.client.post('/api/project/getAll', { sortBy: 'name' }))).toEqual(byName(ACTIVE));
    expect(namesOf(await world.viewer.client.post('/api/project/getAll', { sortBy: 'created' }))).toEqual([...ACTIVE].reverse());
    expect(namesOf(await world.viewer.client.post('/api/project/getAll', { sortBy: 'createdOn' }))).toEqual([...ACTIVE].reverse());
  });

  it('pages with start and count; total is the count before paging', async () => {
    const pages = [];
    for (const start of [0, 2, 4]) {
      const answer = await world.viewer.client.post('/api/project/getAll', { sortBy: 'name', count: 2, start });
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(ACTIVE.length);
      expect(answer.body.projects.length).toBeLessThanOrEqual(2);
      pages.push(...namesOf(answer));
    }
    expect(pages).toEqual(byName(ACTIVE));
    const beyond = await world.viewer.client.post('/api/project/getAll', { sortBy: 'name', count: 2, start: 50 });
    expect(beyond.body).toEqual({ projects: [], total: ACTIVE.length });
  });

  it('filters by status: archived, deleted, several, or a single status number', async () => {
    expect(namesOf(await world.viewer.client.post('/api/project/getAll', { status: [2] }))).toEqual(['Gamma Rays']);
    expect(namesOf(await world.viewer.client.post('/api/project/getAll', { status: [0] }))).toEqual(['Delta Functions']);
    expect(namesOf(await world.viewer.client.post('/api/project/getAll', { status: 2 }))).toEqual(['Gamma Rays']);
    const all = await world.viewer.client.post('/api/project/getAll', { status: [0, 1, 2], sortBy: 'name', count: 3 });
    expect(all.body.total).toBe(ACTIVE.length + 2);
    expect(namesOf(all)).toEqual(byName([...ACTIVE, 'Gamma Rays', 'Delta Functions']).slice(0, 3));
    for (const project of (await world.viewer.client.post('/api/project/getAll', { status: [2, 0] })).body.projects) {
      expect([0, 2]).toContain(project.status);
    }
  });

  it.each([
    ['a negative count', { count: -1 }, 'count'],
    ['a huge count', { count: 1_000_000 }, 'count'],
    ['a fractional count', { count: 2.5 }, 'count'],
    ['a count as text', { count: 'ten' }, 'count'],
    ['a negative start', { start: -5 }, 'start'],
    ['a start as text', { start: 'first' }, 'start'],
    ['an unknown sort', { sortBy: 'size' }, 'sortBy'],
    ['a sort that is not text', { sortBy: 3 }, 'sortBy'],
    ['an unknown status', { status: [3] }, 'status'],
    ['an unknown single status', { status: 7 }, 'status'],
    ['a status word', { status: ['active'] }, 'status'],
    ['a negative status', { status: [-1] }, 'status'],
  ])('answers 400 naming the field for %s', async (_case, body, field) => {
    const answer = await world.viewer.client.post('/api/project/getAll', body);
    expectFieldErrors(answer, [field]);
  });

  it('shows at once what a command changed, given the command X-Position', async () => {
    const archived = await world.editor.client.post('/api/project/updateStatus', { projectID: ids['Alpha Waves'], status: 2 });
    expect(archived.status).toBe(200);
    const active = await world.editor.client.post('/api/project/getAll', { count: 100 }, after(archived));
    expect(projectIDsOf(active)).not.toContain(ids['Alpha Waves']);
    const revived = await world.editor.client.post('/api/project/updateStatus', { projectID: ids['Alpha Waves'], status: 1 });
    expect(revived.status).toBe(200);
    expect(projectIDsOf(await world.editor.client.post('/api/project/getAll', { count: 100 }, after(revived)))).toContain(ids['Alpha Waves']);
  });

  it('answers 401 without a session and 403 without content.projects', async () => {
    expectError(await world.anonymous.post('/api/project/getAll', {}), 401, 'unauthenticated');
    const refused = await world.nobody.client.post('/api/project/getAll', { sortBy: 'name', count: 20, start: 0, status: [1] });
    expectError(refused, 403, 'forbidden');
  });
});

describe('/api/project/searchProjects', () => {
  it('answers {projects, total} of the projects with a word starting with the text, whatever the case', async () => {
    const answer = await world.viewer.client.post('/api/project/searchProjects', { text: 'DELTA', start: 0, count: 20, sortBy: 'name', status: [1] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ projects: expect.any(Array), total: 2 });
    expect(namesOf(answer)).toEqual(['Epsilon Delta', 'Zeta Delta']);
  });

  it('counts every match in total while answering one page, names starting with the text first', async () => {
    // Search matches word starts (issue 6): 'd' starts Delta Functions, and a word of the two other Deltas.
    const matching = ['Delta Functions', 'Epsilon Delta', 'Zeta Delta'];
    const first = await world.viewer.client.post('/api/project/searchProjects', { text: 'd', start: 0, count: 2, sortBy: 'name', status: [0, 1, 2] });
    expect(first.body.total).toBe(matching.length);
    expect(namesOf(first)).toEqual(matching.slice(0, 2));
    const second = await world.viewer.client.post('/api/project/searchProjects', { text: 'd', start: 2, count: 2, sortBy: 'name', status: [0, 1, 2] });
    expect(second.body.total).toBe(matching.length);
    expect(namesOf(second)).toEqual(matching.slice(2, 4));
  });

  it('answers a page past the last match with no projects and the total, in every order', async () => {
    for (const sortBy of ['name', 'created', 'modified', 'recent'] as const) {
      const beyond = await world.viewer.client.post('/api/project/searchProjects', { text: 'd', start: 10, count: 2, sortBy, status: [0, 1, 2] });
      expect(beyond.status).toBe(200);
      expect(beyond.body).toEqual({ projects: [], total: 3 });
    }
  });

  it('finds every typed word at the start of a word, in any order, whatever the case', async () => {
    expect(namesOf(await world.viewer.client.post('/api/project/searchProjects', { text: 'DELTA eps' }))).toEqual(['Epsilon Delta']);
    expect(namesOf(await world.viewer.client.post('/api/project/searchProjects', { text: 'particle' }))).toEqual(['beta Particles']);
    expect((await world.viewer.client.post('/api/project/searchProjects', { text: 'elta' })).body).toEqual({ projects: [], total: 0 });
  });

  it('filters by status', async () => {
    const deleted = await world.viewer.client.post('/api/project/searchProjects', { text: 'delta', status: [0] });
    expect(namesOf(deleted)).toEqual(['Delta Functions']);
    expect(deleted.body.total).toBe(1);
    expect(namesOf(await world.viewer.client.post('/api/project/searchProjects', { text: 'rays', status: 2 }))).toEqual(['Gamma Rays']);
    expect((await world.viewer.client.post('/api/project/searchProjects', { text: 'rays' })).body).toEqual({ projects: [], total: 0 });
  });

  it('takes %, _ and other punctuation as breaks between words, never as wildcards', async () => {
    expect(namesOf(await world.viewer.client.post('/api/project/searchProjects', { text: '100%' }))).toEqual(['100% Pure_Science']);
    expect(namesOf(await world.viewer.client.post('/api/project/searchProjects', { text: 'pure_sci' }))).toEqual(['100% Pure_Science']);
    expect((await world.viewer.client.post('/api/project/searchProjects', { text: '%%' })).body.total).toBe(0);
    expect((await world.viewer.client.post('/api/project/searchProjects', { text: '_' })).body.total).toBe(0);
  });

  it('answers every project of the statuses for an empty text', async () => {
    const answer = await world.viewer.client.post('/api/project/searchProjects', { text: '', sortBy: 'name' });
    expect(namesOf(answer)).toEqual(byName(ACTIVE));
    expect(answer.body.total).toBe(ACTIVE.length);
  });

  it.each([
    ['no text', {}, 'text'],
    ['a text that is a number', { text: 12 }, 'text'],
    ['a text of 10,000 characters', { text: 'x'.repeat(10_000) }, 'text'],
    ['a negative count', { text: 'a', count: -1 }, 'count'],
    ['a huge count', { text: 'a', count: 1e9 }, 'count'],
    ['a negative start', { text: 'a', start: -1 }, 'start'],
    ['an unknown sort', { text: 'a', sortBy: 'popularity' }, 'sortBy'],
    ['an unknown status', { text: 'a', status: [5] }, 'status'],
  ])('answers 400 naming the field for %s', async (_case, body, field) => {
    expectFieldErrors(await world.viewer.client.post('/api/project/searchProjects', body), [field]);
  });

  it('finds a project created a moment ago, given the create X-Position', async () => {
    const created = await world.editor.client.post('/api/project/create', { name: 'Brand New Search Target' });
    const found = await world.editor.client.post('/api/project/searchProjects', { text: 'new search' }, after(created));
    expect(projectIDsOf(found)).toEqual([created.body.project.projectID]);
  });

  it('answers 401 without a session and 403 without content.projects', async () => {
    expectError(await world.anonymous.post('/api/project/searchProjects', { text: 'a' }), 401);
    expectError(await world.nobody.client.post('/api/project/searchProjects', { text: 'a' }), 403);
  });
});

describe('the dashboard filters', () => {
  it('Subscribed shows the projects I created and those I subscribed to, and not others', async () => {
    const subscribed = await world.otherEditor.client.post('/api/project/getAll', { filter: 'subscribed', status: [0, 1, 2] });
    expect(namesOf(subscribed)).toEqual(['Zeta Delta']);
    const mine = await world.editor.client.post('/api/project/getAll', { filter: 'subscribed', sortBy: 'name' });
    expect(namesOf(mine)).toEqual(byName(ACTIVE.filter((n) => n !== 'Zeta Delta').concat('Brand New Search Target')));
  });
});
