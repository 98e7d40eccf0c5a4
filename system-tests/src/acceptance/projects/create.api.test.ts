// POST /api/project/create {name, groups}: spec 000 sections 2 (New project dialog), 6 (every
// signed-in user may create projects), 7, and issue 2 (read your writes, idempotent retry,
// concurrent creates of one name).
import type { Answer } from '../../testing/httpClient';
import { after, EXISTS, EXISTS_DELETED, afterLatest, createFolder, createProject, expectError, expectFieldErrors, projectIDsOf, startProjectsWorld, type ProjectsWorld } from './projectsWorld';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

/** How many projects of any status have exactly this name (case-insensitively), as the admin sees them. */
const projectsNamed = async (name: string, since: readonly Answer[] = []): Promise<number> => {
  const found = await world.admin.client.post('/api/project/searchProjects', { text: name, status: [0, 1, 2], count: 100 }, afterLatest(since));
  expect(found.status).toBe(200);
  return (found.body.projects as { name: string }[]).filter((p) => p.name.toLowerCase() === name.toLowerCase()).length;
};

describe('creating a project', () => {
  it('answers {project: {projectID}} with the X-Position of its event, and a getAll at once shows it', async () => {
    const created = await world.editor.client.post('/api/project/create', { name: 'Photosynthesis', groups: [] });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ project: { projectID: expect.stringMatching(/\S/) } });
    expect(created.headers.get('X-Position')).toMatch(/^\d+$/);
    const listed = await world.editor.client.post('/api/project/getAll', { sortBy: 'created', count: 20, start: 0, status: [1] }, after(created));
    expect(listed.status).toBe(200);
    expect(projectIDsOf(listed)).toContain(created.body.project.projectID);
  });

  it('makes the creator the owner, a member and subscribed, so the Subscribed filter shows it', async () => {
    const created = await world.editor.client.post('/api/project/create', { name: 'Mitosis' });
    const { projectID } = created.body.project;
    const read = await world.editor.client.post('/api/project/getProjectByProjectID', { projectID }, after(created));
    expect(read.status).toBe(200);
    expect(read.body.project).toMatchObject({ projectID, name: 'Mitosis', status: 1, groups: [], subscribed: true });
    expect(read.body.project.members).toEqual([expect.objectContaining({ userID: world.editor.userID, owner: true, subscribed: true })]);
    expect(Date.parse(read.body.project.createdOn)).not.toBeNaN();
    const subscribed = await world.editor.client.post('/api/project/getAll', { filter: 'subscribed' }, after(created));
    expect(projectIDsOf(subscribed)).toContain(projectID);
    // Someone else is not subscribed to it.
    const others = await world.otherEditor.client.post('/api/project/getAll', { filter: 'subscribed' }, after(created));
    expect(projectIDsOf(others)).not.toContain(projectID);
  });

  it('puts it in the folders given', async () => {
    const folderID = await createFolder(world, 'Biology');
    const created = await world.editor.client.post('/api/project/create', { name: 'Cells', groups: [folderID] });
    expect(created.status).toBe(200);
    const read = await world.editor.client.post('/api/project/getProjectByProjectID', { projectID: created.body.project.projectID }, after(created));
    expect(read.body.project.groups).toEqual([folderID]);
  });

  it('lets every signed-in user create, even one without grants', async () => {
    const created = await world.nobody.client.post('/api/project/create', { name: 'Made by nobody' });
    expect(created.status).toBe(200);
    expect(await projectsNamed('Made by nobody', [created])).toBe(1);
  });

  it('answers 401 without a session and creates nothing', async () => {
    const answer = await world.anonymous.post('/api/project/create', { name: 'Anonymous project' });
    expectError(answer, 401, 'unauthenticated');
    expect(await projectsNamed('Anonymous project')).toBe(0);
  });

  it.each([
    ['no name', {}, ['name']],
    ['an empty name', { name: '' }, ['name']],
    ['a blank name', { name: '   ' }, ['name']],
    ['a number for a name', { name: 42 }, ['name']],
    ['a name of 10,000 characters', { name: 'x'.repeat(10_000) }, ['name']],
    ['groups that are not a list', { name: 'Bad groups', groups: 'biology' }, ['groups']],
    ['a folder id that is not text', { name: 'Bad group id', groups: [7] }, ['groups.0']],
  ])('answers 400 naming the field for %s, and creates nothing', async (_case, body, fields) => {
    const answer = await world.editor.client.post('/api/project/create', body);
    expectFieldErrors(answer, fields);
    const name = (body as { name?: unknown }).name;
    if (typeof name === 'string' && name.trim() && name.length <= 200) expect(await projectsNamed(name)).toBe(0);
  });

  it('answers 404 for a folder that does not exist, and creates nothing', async () => {
    const answer = await world.editor.client.post('/api/project/create', { name: 'Lost in a folder', groups: ['no-such-folder'] });
    expectError(answer, 404, 'notFound');
    expect(await projectsNamed('Lost in a folder')).toBe(0);
  });
});

describe('a name that is taken', () => {
  it("answers 409 with the dialog's exists message (Join) for a live project, whatever the case and spacing", async () => {
    const projectID = await createProject(world.editor, 'Volcanoes');
    for (const name of ['Volcanoes', 'VOLCANOES', '  volcanoes  ']) {
      const answer = await world.otherEditor.client.post('/api/project/create', { name });
      expectError(answer, 409);
      expect(answer.body.error.msg).toBe(EXISTS);
      expect(answer.body.error.details).toEqual({ projectID });
    }
    expect(await projectsNamed('Volcanoes')).toBe(1);
  });

  it('answers the exists message for an archived project too', async () => {
    const projectID = await createProject(world.editor, 'Glaciers');
    expect((await world.editor.client.post('/api/project/updateStatus', { projectID, status: 2 })).status).toBe(200);
    const answer = await world.editor.client.post('/api/project/create', { name: 'glaciers' });
    expectError(answer, 409);
    expect(answer.body.error.msg).toBe(EXISTS);
  });

  it('answers the deleted message for a deleted project; Revive brings it back and Join makes me a member', async () => {
    const projectID = await createProject(world.editor, 'Earthquakes');
    expect((await world.editor.client.post('/api/project/updateStatus', { projectID, status: 0 })).status).toBe(200);
    const answer = await world.otherEditor.client.post('/api/project/create', { name: 'EARTHQUAKES' });
    expectError(answer, 409);
    expect(answer.body.error.msg).toBe(EXISTS_DELETED);
    expect(answer.body.error.details).toEqual({ projectID });

    // Revive: the dialog revives it by a status update, then opens it (Join).
    const revived = await world.otherEditor.client.post('/api/project/updateStatus', { projectID, status: 1 });
    expect(revived.status).toBe(200);
    const joined = await world.otherEditor.client.post('/api/project/accessProject', { projectID });
    expect(joined.status).toBe(200);
    const read = await world.otherEditor.client.post('/api/project/getProjectByProjectID', { projectID }, after(joined));
    expect(read.body.project.status).toBe(1);
    expect(read.body.project.members).toEqual(
      expect.arrayContaining([expect.objectContaining({ userID: world.editor.userID, owner: true }), expect.objectContaining({ userID: world.otherEditor.userID, owner: false })]),
    );
    // The name is still taken, now by a live project.
    const again = await world.viewer.client.post('/api/project/create', { name: 'Earthquakes' });
    expect(again.body.error.msg).toBe(EXISTS);
  });

  it('lets exactly one of two concurrent creates of one name (in different case) win; the other is told it exists', async () => {
    const [a, b] = await Promise.all([world.editor.client.post('/api/project/create', { name: 'The Moon' }), world.otherEditor.client.post('/api/project/create', { name: 'THE MOON' })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    expect(loser.body.error.msg).toBe(EXISTS);
    expect(loser.body.error.details).toEqual({ projectID: winner.body.project.projectID });
    expect(await projectsNamed('the moon', [a, b])).toBe(1);
  });

  it('keeps one project when many users race for one name', async () => {
    const answers = await Promise.all(
      [world.editor, world.otherEditor, world.viewer, world.projectAdmin, world.nobody, world.admin].map((who, i) => who.client.post('/api/project/create', { name: i % 2 ? 'Tides' : 'tides' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body.error.msg).toBe(EXISTS);
    }
    expect(await projectsNamed('tides', answers)).toBe(1);
  });
});

describe('a retried create', () => {
  it('answers the first answer again for the same Idempotency-Key and creates one project', async () => {
    const key = { 'Idempotency-Key': 'create-rivers-0001' };
    const first = await world.editor.client.post('/api/project/create', { name: 'Rivers' }, key);
    const again = await world.editor.client.post('/api/project/create', { name: 'Rivers' }, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('X-Position')).toBe(first.headers.get('X-Position'));
    expect(await projectsNamed('Rivers', [first])).toBe(1);
  });

  it('creates one project when the same keyed request is sent twice at once', async () => {
    const key = { 'Idempotency-Key': 'create-lakes-0001' };
    const [a, b] = await Promise.all([world.editor.client.post('/api/project/create', { name: 'Lakes' }, key), world.editor.client.post('/api/project/create', { name: 'Lakes' }, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(await projectsNamed('Lakes', [a, b])).toBe(1);
  });

  it('tells a second create of the same name with another key that it exists', async () => {
    await world.editor.client.post('/api/project/create', { name: 'Oceans' }, { 'Idempotency-Key': 'create-oceans-1' });
    const other = await world.editor.client.post('/api/project/create', { name: 'Oceans' }, { 'Idempotency-Key': 'create-oceans-2' });
    expect(other.status).toBe(409);
    expect(other.body.error.msg).toBe(EXISTS);
  });
});
