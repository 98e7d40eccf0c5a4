// The dashboard search reaches its page two ways: the hits as SQL inside the page's own statement
// (the embedded index, in the read models' database) or as ids and ranks (an index elsewhere, such as
// Elasticsearch). Both must answer the same pages, in every order and filter, past the end included.
import { createQueryHarness, type QueryHarness } from '../testing/queryHarness';
import { ADMIN, seedUsers, VIEWER } from '../testing/querySeed';

const day = (d: number) => new Date(Date.UTC(2024, 5, d)).toISOString();

const PROJECTS: readonly [string, string, string[]][] = [
  ['p-cells', 'Cells and Tissues', ['f1']],
  ['p-cell-div', 'Cell division recap', []],
  ['p-recap', 'Recap of the cell', ['f1']],
  ['p-optics', 'Optics recap', []],
  ['p-waves', 'Waves and Sound', []],
  ['p-archived', 'Cellular recap', []],
];

/** The same events into a harness: projects, one archived, and the viewer's opened and subscribed projects. */
const seed = async (h: QueryHarness): Promise<void> => {
  await seedUsers(h);
  let d = 1;
  for (const [projectID, name, groups] of PROJECTS) {
    await h.append(`project-${projectID}`, { type: 'ProjectCreated', data: { projectID, name, groups, ownerUserID: ADMIN } }, { time: day(d++) });
  }
  await h.append('project-p-archived', { type: 'ProjectArchived', data: { projectID: 'p-archived' } }, { time: day(d++) });
  await h.append('project-p-recap', { type: 'ProjectAccessed', data: { projectID: 'p-recap', userID: VIEWER } }, { time: day(d++) });
  await h.append('project-p-optics', { type: 'ProjectAccessed', data: { projectID: 'p-optics', userID: VIEWER } }, { time: day(d) });
  await h.append('project-p-cells', { type: 'ProjectSubscribed', data: { projectID: 'p-cells', userID: VIEWER } });
  await h.settle();
};

describe('dashboard search: hits as SQL and hits as ids answer alike', () => {
  let asSql: QueryHarness;
  let asIds: QueryHarness;

  beforeAll(async () => {
    [asSql, asIds] = await Promise.all([createQueryHarness(), createQueryHarness({ hitsAsIds: true })]);
    await Promise.all([seed(asSql), seed(asIds)]);
  });
  afterAll(async () => {
    await Promise.all([asSql?.close(), asIds?.close()]);
  });

  const inputs = ['cell', 'recap', 'rec cel', 'c', 'nothing'].flatMap((text) =>
    (['recent', 'name', 'created', 'modified'] as const).flatMap((sortBy) => (['all', 'recent', 'subscribed'] as const).map((filter) => ({ text, sortBy, filter }))),
  );

  it('answers the same cards and totals for every text, order and filter', async () => {
    let nonEmpty = 0;
    for (const input of inputs) {
      for (const page of [
        { start: 0, count: 2 },
        { start: 2, count: 2 },
        { start: 40, count: 2 },
        { start: 0, count: 5, status: [1] },
      ]) {
        const body = { ...input, status: [1, 2], ...page };
        const [one, other] = await Promise.all([asSql, asIds].map((h) => h.call('/project/searchProjects', body, { userID: VIEWER })));
        expect({ body, status: one!.status, answer: one!.body }).toEqual({ body, status: 200, answer: other!.body });
        if (one!.body.projects.length > 0) nonEmpty += 1;
      }
    }
    // The comparison is about pages with cards, not only empty ones.
    expect(nonEmpty).toBeGreaterThan(70);
  });

  it('ranks a name starting with the text first, then the order asked, in both', async () => {
    for (const h of [asSql, asIds]) {
      const { body } = await h.call('/project/searchProjects', { text: 'recap', sortBy: 'name', status: [1, 2] }, { userID: VIEWER });
      expect(body.projects.map((p: { name: string }) => p.name)).toEqual(['Recap of the cell', 'Cell division recap', 'Cellular recap', 'Optics recap']);
      expect(body.total).toBe(4);
      const recent = await h.call('/project/searchProjects', { text: 'recap', sortBy: 'recent', status: [1] }, { userID: VIEWER });
      // Rank first (the name that starts with it), then the viewer's last opened, then the newest change.
      expect(recent.body.projects.map((p: { name: string }) => p.name)).toEqual(['Recap of the cell', 'Optics recap', 'Cell division recap']);
    }
  });
});
