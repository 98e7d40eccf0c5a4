import { ProjectCalls } from '@wb/contracts';
import { createQueryHarness, type QueryHarness } from '../testing/queryHarness';
import { ADMIN, NO_GRANTS, OTHER_VIEWER, seedUsers, VIEWER } from '../testing/querySeed';

const day = (d: number, h = 0) => new Date(Date.UTC(2024, 5, d, h)).toISOString();
const names = (body: { projects: { name: string }[] }) => body.projects.map((p) => p.name);

describe('project queries', () => {
  let h: QueryHarness;
  const create = async (projectID: string, name: string, created: number, groups: string[] = []) =>
    h.append(`project-${projectID}`, { type: 'ProjectCreated', data: { projectID, name, groups, ownerUserID: ADMIN } }, { time: day(created) });

  beforeAll(async () => {
    h = await createQueryHarness();
    await seedUsers(h);
    await h.append(`user-${ADMIN}`, { type: 'UserAvatarChanged', data: { userID: ADMIN, src: 'https://img.example.org/ada.png' } });
    await create('p-cells', 'Cells and Tissues', 1, ['f1']);
    await create('p-optics', 'Optics 100%', 2, ['f1']);
    await create('p-waves', 'Waves', 3);
    await create('p-old', 'Old Archive', 4, ['f1']);
    await create('p-gone', 'Gone', 5);
    await h.append('project-p-old', { type: 'ProjectArchived', data: { projectID: 'p-old' } }, { time: day(6) });
    await h.append('project-p-gone', { type: 'ProjectDeleted', data: { projectID: 'p-gone' } }, { time: day(6) });
    await h.append('project-p-waves', { type: 'ProjectRenamed', data: { projectID: 'p-waves', name: 'Waves and Sound', previousName: 'Waves' } }, { time: day(7) });
    // The viewer opened Optics, then Cells; joined and subscribed to Cells.
    await h.append('project-p-optics', { type: 'ProjectAccessed', data: { projectID: 'p-optics', userID: VIEWER } }, { time: day(8) });
    await h.append('project-p-cells', { type: 'ProjectAccessed', data: { projectID: 'p-cells', userID: VIEWER } }, { time: day(9) });
    await h.append('project-p-cells', { type: 'ProjectMemberJoined', data: { projectID: 'p-cells', userID: VIEWER } });
    await h.append('project-p-cells', { type: 'ProjectSubscribed', data: { projectID: 'p-cells', userID: VIEWER } });
    await h.settle();
  });
  afterAll(async () => {
    await h.close();
  });

  describe('/project/getProjectByProjectID', () => {
    it('answers the project with its members and the asking user relation', async () => {
      const { status, body } = await h.call('/project/getProjectByProjectID', { projectID: 'p-cells' }, { userID: VIEWER });
      expect(status).toBe(200);
      expect(body.project).toEqual({
        projectID: 'p-cells',
        name: 'Cells and Tissues',
        status: 1,
        createdOn: day(1),
        modified: day(1),
        groups: ['f1'],
        members: [
          { userID: ADMIN, givenName: 'Ada', familyName: 'Admin', avatar: 'https://img.example.org/ada.png', owner: true, subscribed: true },
          { userID: VIEWER, givenName: 'Vera', familyName: 'Viewer', avatar: null, owner: false, subscribed: true },
        ],
        thumbnail: null,
        types: [],
        commentCount: 0,
        wordCount: 0,
        subscribed: true,
        lastAccessed: day(9),
        data: { links: [], due: { date: null, completedOn: null }, trello: null },
        learnStatus: -1,
      });
    });
    it("shows a member's new avatar on the cards once it changed", async () => {
      const changed = await h.append(`user-${VIEWER}`, { type: 'UserAvatarChanged', data: { userID: VIEWER, src: 'https://img.example.org/vera.png' } });
      const { body } = await h.call('/project/getProjectByProjectID', { projectID: 'p-cells' }, { userID: OTHER_VIEWER, minPosition: changed });
      expect(body.project.members[1]).toEqual({ userID: VIEWER, givenName: 'Vera', familyName: 'Viewer', avatar: 'https://img.example.org/vera.png', owner: false, subscribed: true });
    });
    it('answers subscribed false and lastAccessed null for someone who never opened it', async () => {
      const { body } = await h.call('/project/getProjectByProjectID', { projectID: 'p-cells' }, { userID: OTHER_VIEWER });
      expect(body.project).toMatchObject({ subscribed: false, lastAccessed: null });
    });
    it('answers 404 for an unknown id, 400 without one, 401 without a session, 403 without the grant', async () => {
      const missing = await h.call('/project/getProjectByProjectID', { projectID: 'nope' }, { userID: VIEWER });
      expect(missing.status).toBe(404);
      expect(missing.body.error.msg).toBe('Project was not found.');
      const bad = await h.call('/project/getProjectByProjectID', {}, { userID: VIEWER });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields)).toEqual(['projectID']);
      expect((await h.call('/project/getProjectByProjectID', { projectID: 'p-cells' })).status).toBe(401);
      expect((await h.call('/project/getProjectByProjectID', { projectID: 'p-cells' }, { userID: NO_GRANTS })).status).toBe(403);
    });
  });

  it('/project/getProjectByName finds a project whatever the case and spacing', async () => {
    const { body } = await h.call('/project/getProjectByName', { projectName: '  waves AND sound ' }, { userID: VIEWER });
    expect(body.project.projectID).toBe('p-waves');
    expect((await h.call('/project/getProjectByName', { projectName: 'Waves' }, { userID: VIEWER })).status).toBe(404);
  });

  describe('/project/getProjectsByProjectIDs', () => {
    it('answers the projects in the order asked, each once', async () => {
      const { body } = await h.call('/project/getProjectsByProjectIDs', { projectIDs: ['p-waves', 'p-gone', 'p-cells', 'p-waves'] }, { userID: VIEWER });
      expect(body.projects.map((p: { projectID: string }) => p.projectID)).toEqual(['p-waves', 'p-gone', 'p-cells']);
    });
    it('answers 404 naming the ids it does not know', async () => {
      const { status, body } = await h.call('/project/getProjectsByProjectIDs', { projectIDs: ['p-waves', 'nope'] }, { userID: VIEWER });
      expect(status).toBe(404);
      expect(body.error).toMatchObject({ code: 'notFound', details: { projectIDs: ['nope'] } });
    });
  });

  describe('/project/getAll', () => {
    it('answers active projects by default, most recently opened first, then most recently modified', async () => {
      const { body } = await h.call('/project/getAll', {}, { userID: VIEWER });
      expect(names(body)).toEqual(['Cells and Tissues', 'Optics 100%', 'Waves and Sound']);
      expect(body.total).toBe(3);
    });
    it('answers each card exactly as the single-project call does, in the shape the registry declares', async () => {
      // The list's cards are JSON made by PostgreSQL; the single project is mapped in the process.
      for (const call of ['/project/getAll', '/project/searchProjects'] as const) {
        const { body } = await h.call(call, call === '/project/getAll' ? { sortBy: 'name' } : { text: 'a', sortBy: 'name' }, { userID: VIEWER });
        expect(ProjectCalls[call === '/project/getAll' ? 'getAll' : 'searchProjects'].output.safeParse(body).success).toBe(true);
        expect(body.projects.length).toBeGreaterThan(0);
        for (const card of body.projects) {
          const single = await h.call('/project/getProjectByProjectID', { projectID: card.projectID }, { userID: VIEWER });
          expect(card).toEqual(single.body.project);
        }
      }
    });
    it('pages across the projects I opened and the others', async () => {
      const { body } = await h.call('/project/getAll', { start: 1, count: 2 }, { userID: VIEWER });
      expect(names(body)).toEqual(['Optics 100%', 'Waves and Sound']);
      expect(body.total).toBe(3);
      expect((await h.call('/project/getAll', { start: 3 }, { userID: VIEWER })).body).toEqual({ projects: [], total: 3 });
    });
    it('pages with start and count, keeping the total', async () => {
      const { body } = await h.call('/project/getAll', { sortBy: 'name', start: 1, count: 1 }, { userID: VIEWER });
      expect(names(body)).toEqual(['Optics 100%']);
      expect(body.total).toBe(3);
    });
    it('sorts by created date (newest first) and filters by status', async () => {
      const { body } = await h.call('/project/getAll', { sortBy: 'created', status: [1, 2, 0] }, { userID: VIEWER });
      expect(names(body)).toEqual(['Gone', 'Old Archive', 'Waves and Sound', 'Optics 100%', 'Cells and Tissues']);
      const archived = await h.call('/project/getAll', { status: [2] }, { userID: VIEWER });
      expect(names(archived.body)).toEqual(['Old Archive']);
    });
    it('filters the projects I opened, those I subscribed to, and a folder', async () => {
      expect(names((await h.call('/project/getAll', { filter: 'recent' }, { userID: VIEWER })).body)).toEqual(['Cells and Tissues', 'Optics 100%']);
      expect(names((await h.call('/project/getAll', { filter: 'subscribed' }, { userID: VIEWER })).body)).toEqual(['Cells and Tissues']);
      expect((await h.call('/project/getAll', { filter: 'recent' }, { userID: OTHER_VIEWER })).body).toEqual({ projects: [], total: 0 });
      // The creator is subscribed by ProjectCreated alone: Subscribed shows every project Ada created.
      expect(names((await h.call('/project/getAll', { filter: 'subscribed', sortBy: 'name' }, { userID: ADMIN })).body)).toEqual(['Cells and Tissues', 'Optics 100%', 'Waves and Sound']);
      const folder = await h.call('/project/getAll', { projectGroupID: 'f1', sortBy: 'name', status: [1, 2] }, { userID: VIEWER });
      expect(names(folder.body)).toEqual(['Cells and Tissues', 'Old Archive', 'Optics 100%']);
    });
    it('answers 400 naming the field for a count out of range or an unknown sort', async () => {
      const tooMany = await h.call('/project/getAll', { count: 1000 }, { userID: VIEWER });
      expect(tooMany.status).toBe(400);
      expect(Object.keys(tooMany.body.error.fields)).toEqual(['count']);
      expect((await h.call('/project/getAll', { sortBy: 'size' }, { userID: VIEWER })).body.error.fields).toHaveProperty('sortBy');
    });
  });

  describe('/project/searchProjects', () => {
    it('finds names with a word starting with each typed word, in any order, whatever the case and accents', async () => {
      const { body } = await h.call('/project/searchProjects', { text: 'SOUND wav', sortBy: 'name' }, { userID: VIEWER });
      expect(body).toMatchObject({ total: 1 });
      expect(names(body)).toEqual(['Waves and Sound']);
      expect(names((await h.call('/project/searchProjects', { text: 'tíssu', sortBy: 'name' }, { userID: VIEWER })).body)).toEqual(['Cells and Tissues']);
      // The middle of a word is not a word start.
      expect((await h.call('/project/searchProjects', { text: 'aves' }, { userID: VIEWER })).body).toEqual({ projects: [], total: 0 });
    });
    it('ranks names that start with the text first, then names with a word that does, whatever the sort', async () => {
      const { body } = await h.call('/project/searchProjects', { text: 'o', sortBy: 'name', status: [1, 2] }, { userID: VIEWER });
      expect(names(body)).toEqual(['Old Archive', 'Optics 100%']);
      const word = await h.call('/project/searchProjects', { text: 'a', sortBy: 'name', status: [1, 2] }, { userID: VIEWER });
      expect(names(word.body)).toEqual(['Cells and Tissues', 'Old Archive', 'Waves and Sound']);
    });
    it('keeps the filters, the folder and the pages of the list', async () => {
      expect(names((await h.call('/project/searchProjects', { text: 'a', filter: 'recent' }, { userID: VIEWER })).body)).toEqual(['Cells and Tissues']);
      expect(names((await h.call('/project/searchProjects', { text: 'tis', filter: 'subscribed' }, { userID: VIEWER })).body)).toEqual(['Cells and Tissues']);
      // An order that does not need the asker's relation still answers it on each card.
      for (const sortBy of ['name', 'created', 'modified', 'recent']) {
        const [card] = (await h.call('/project/searchProjects', { text: 'tis', sortBy }, { userID: VIEWER })).body.projects;
        expect(card).toMatchObject({ name: 'Cells and Tissues', subscribed: true, lastAccessed: expect.any(String) });
      }
      expect(names((await h.call('/project/searchProjects', { text: 'a', projectGroupID: 'f1', status: [1, 2] }, { userID: VIEWER })).body)).toEqual(['Cells and Tissues', 'Old Archive']);
      const second = await h.call('/project/searchProjects', { text: 'a', sortBy: 'name', status: [1, 2], start: 1, count: 1 }, { userID: VIEWER });
      expect(second.body).toEqual({ projects: [expect.objectContaining({ name: 'Old Archive' })], total: 3 });
      const beyond = await h.call('/project/searchProjects', { text: 'a', status: [1, 2], start: 10 }, { userID: VIEWER });
      expect(beyond.body).toEqual({ projects: [], total: 3 });
    });
    it('treats % and _ as plain characters', async () => {
      expect(names((await h.call('/project/searchProjects', { text: '100%' }, { userID: VIEWER })).body)).toEqual(['Optics 100%']);
      expect((await h.call('/project/searchProjects', { text: '_' }, { userID: VIEWER })).body.total).toBe(0);
    });
    it('answers 400 without text', async () => {
      expect((await h.call('/project/searchProjects', {}, { userID: VIEWER })).status).toBe(400);
    });
  });

  describe('/admin/projects/getAll', () => {
    it('filters by text and statuses and sorts either way', async () => {
      const asc = await h.call('/admin/projects/getAll', { sortBy: 'name', sortDir: 'asc', status: [0, 1, 2] }, { userID: ADMIN });
      expect(names(asc.body)).toEqual(['Cells and Tissues', 'Gone', 'Old Archive', 'Optics 100%', 'Waves and Sound']);
      const modified = await h.call('/admin/projects/getAll', { sortBy: 'modified', sortDir: 'desc' }, { userID: ADMIN });
      expect(names(modified.body)).toEqual(['Waves and Sound', 'Optics 100%', 'Cells and Tissues']);
      const text = await h.call('/admin/projects/getAll', { text: 'o', status: [0, 2] }, { userID: ADMIN });
      expect(names(text.body)).toEqual(['Gone', 'Old Archive']);
    });
    it('answers 403 without admin.projects', async () => {
      expect((await h.call('/admin/projects/getAll', {}, { userID: OTHER_VIEWER })).status).toBe(403);
    });
  });

  it('reads its own writes: a query with X-Min-Position sees an event appended just before', async () => {
    for (let i = 0; i < 5; i++) {
      const position = await h.append('project-p-waves', { type: 'ProjectRenamed', data: { projectID: 'p-waves', name: `Waves ${i}`, previousName: 'x' } });
      const { body } = await h.call('/project/getProjectByProjectID', { projectID: 'p-waves' }, { userID: VIEWER, minPosition: position });
      expect(body.project.name).toBe(`Waves ${i}`);
    }
  });

  it('answers 400 for an X-Min-Position that is not a position', async () => {
    const res = await fetch(`${h.url}/project/getAll`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Test-User': String(VIEWER), 'X-Min-Position': 'soon' },
      body: '{}',
    });
    expect(res.status).toBe(400);
  });
});
