// Changing a project: updateName {projectID, name}, updateStatus {projectID, status} and
// subscribeToProject {projectIDs, userIDs, subscribed} (spec 000 sections 4, 6, 7). Changing needs
// content.projects at edit level; archive, reactivate and delete only owners and admins; a deleted
// project can be revived from the New project dialog; subscription is per user and per project.
import { after, EXISTS, EXISTS_DELETED, createProject, expectError, expectFieldErrors, namesOf, projectIDsOf, startProjectsWorld, type ProjectsWorld } from './projectsWorld';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

const read = async (projectID: string, command?: Parameters<typeof after>[0]) => {
  const answer = await world.viewer.client.post('/api/project/getProjectByProjectID', { projectID }, command ? after(command) : {});
  expect(answer.status).toBe(200);
  return answer.body.project as { name: string; status: number; members: { userID: number; subscribed: boolean }[] };
};

describe('/api/project/updateName', () => {
  it('renames the project and answers with an X-Position; a read at once shows the new name', async () => {
    const projectID = await createProject(world.editor, 'Magnets');
    const renamed = await world.otherEditor.client.post('/api/project/updateName', { projectID, name: 'Magnetism' });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('X-Position')).toMatch(/^\d+$/);
    expect((await read(projectID, renamed)).name).toBe('Magnetism');
    const byName = await world.viewer.client.post('/api/project/getProjectByName', { projectName: 'magnetism' }, after(renamed));
    expect(byName.body.project.projectID).toBe(projectID);
  });

  it('frees the old name and takes the new one', async () => {
    const projectID = await createProject(world.editor, 'Comets');
    expect((await world.editor.client.post('/api/project/updateName', { projectID, name: 'Asteroids' })).status).toBe(200);
    expect((await world.editor.client.post('/api/project/create', { name: 'comets' })).status).toBe(200);
    const taken = await world.editor.client.post('/api/project/create', { name: 'ASTEROIDS' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.msg).toBe(EXISTS);
  });

  it('changes only the case of its own name', async () => {
    const projectID = await createProject(world.editor, 'gravity');
    const renamed = await world.editor.client.post('/api/project/updateName', { projectID, name: 'Gravity' });
    expect(renamed.status).toBe(200);
    expect((await read(projectID, renamed)).name).toBe('Gravity');
  });

  it("answers 409 with the exists messages for another project's name", async () => {
    const projectID = await createProject(world.editor, 'Orbits');
    await createProject(world.editor, 'Satellites');
    const deletedID = await createProject(world.editor, 'Rockets');
    expect((await world.editor.client.post('/api/project/updateStatus', { projectID: deletedID, status: 0 })).status).toBe(200);
    const live = await world.editor.client.post('/api/project/updateName', { projectID, name: 'satellites' });
    expectError(live, 409);
    expect(live.body.error.msg).toBe(EXISTS);
    const deleted = await world.editor.client.post('/api/project/updateName', { projectID, name: 'ROCKETS' });
    expectError(deleted, 409);
    expect(deleted.body.error.msg).toBe(EXISTS_DELETED);
    expect((await read(projectID)).name).toBe('Orbits');
  });

  it('answers a rename to the same name with 200 and a position', async () => {
    const projectID = await createProject(world.editor, 'Stars');
    const same = await world.editor.client.post('/api/project/updateName', { projectID, name: 'Stars' });
    expect(same.status).toBe(200);
    expect(same.headers.get('X-Position')).toMatch(/^\d+$/);
  });

  it.each([
    ['no name', { projectID: 'p' }, 'name'],
    ['a blank name', { projectID: 'p', name: '  ' }, 'name'],
    ['a number for a name', { projectID: 'p', name: 1 }, 'name'],
    ['a name of 201 characters', { projectID: 'p', name: 'n'.repeat(201) }, 'name'],
    ['no projectID', { name: 'Nameless' }, 'projectID'],
    ['a number for projectID', { projectID: 5, name: 'Nameless' }, 'projectID'],
  ])('answers 400 naming the field for %s', async (_case, body, field) => {
    expectFieldErrors(await world.editor.client.post('/api/project/updateName', body), [field]);
  });

  it("answers 413 for a name of 10,000 characters: the body is past the call's bound, refused before it is read", async () => {
    expectError(await world.editor.client.post('/api/project/updateName', { projectID: 'p', name: 'n'.repeat(10_000) }), 413, 'bodyTooLarge');
  });

  it('answers 404 for an unknown project', async () => {
    expectError(await world.editor.client.post('/api/project/updateName', { projectID: 'no-such-project', name: 'X' }), 404, 'notFound');
  });

  it('answers 401 without a session, and 403 with only view or no grant, renaming nothing', async () => {
    const projectID = await createProject(world.editor, 'Nebulae');
    expectError(await world.anonymous.post('/api/project/updateName', { projectID, name: 'Hacked' }), 401);
    expectError(await world.viewer.client.post('/api/project/updateName', { projectID, name: 'Hacked' }), 403, 'forbidden');
    expectError(await world.nobody.client.post('/api/project/updateName', { projectID, name: 'Hacked' }), 403, 'forbidden');
    expect((await read(projectID)).name).toBe('Nebulae');
  });
});

describe('/api/project/updateStatus', () => {
  it('lets the owner archive, reactivate, delete and revive, each answered with a position', async () => {
    const projectID = await createProject(world.editor, 'Seasons');
    for (const status of [2, 1, 0, 1, 2, 0]) {
      const changed = await world.editor.client.post('/api/project/updateStatus', { projectID, status });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('X-Position')).toMatch(/^\d+$/);
      expect((await read(projectID, changed)).status).toBe(status);
    }
  });

  it('lets root and an admin of projects archive and delete a project they do not own', async () => {
    const projectID = await createProject(world.editor, 'Climate');
    const archived = await world.projectAdmin.client.post('/api/project/updateStatus', { projectID, status: 2 });
    expect(archived.status).toBe(200);
    expect((await read(projectID, archived)).status).toBe(2);
    const deleted = await world.admin.client.post('/api/project/updateStatus', { projectID, status: 0 });
    expect(deleted.status).toBe(200);
    expect((await read(projectID, deleted)).status).toBe(0);
  });

  it('refuses to let anyone else archive, delete or reactivate, with 403 and nothing changed', async () => {
    const projectID = await createProject(world.editor, 'Weather');
    for (const who of [world.otherEditor, world.viewer, world.nobody]) {
      for (const status of [2, 0]) {
        expectError(await who.client.post('/api/project/updateStatus', { projectID, status }), 403, 'forbidden');
      }
    }
    const archived = await world.editor.client.post('/api/project/updateStatus', { projectID, status: 2 });
    expectError(await world.otherEditor.client.post('/api/project/updateStatus', { projectID, status: 1 }), 403, 'forbidden');
    expect((await read(projectID, archived)).status).toBe(2);
  });

  it('lets another editor revive a deleted project (the Revive of the New project dialog)', async () => {
    const projectID = await createProject(world.editor, 'Fossils');
    expect((await world.editor.client.post('/api/project/updateStatus', { projectID, status: 0 })).status).toBe(200);
    const refused = await world.otherEditor.client.post('/api/project/create', { name: 'Fossils' });
    expect(refused.body.error.msg).toBe(EXISTS_DELETED);
    const revived = await world.otherEditor.client.post('/api/project/updateStatus', { projectID: refused.body.error.details.projectID, status: 1 });
    expect(revived.status).toBe(200);
    expect((await read(projectID, revived)).status).toBe(1);
    // Reviving does not make the reviver an owner: archiving stays with the owner.
    expectError(await world.otherEditor.client.post('/api/project/updateStatus', { projectID, status: 2 }), 403);
  });

  it('answers a status the project already has with 200', async () => {
    const projectID = await createProject(world.editor, 'Rainbows');
    const same = await world.editor.client.post('/api/project/updateStatus', { projectID, status: 1 });
    expect(same.status).toBe(200);
    expect(same.headers.get('X-Position')).toMatch(/^\d+$/);
  });

  it('refuses to archive a deleted project (revive it first) with 409', async () => {
    const projectID = await createProject(world.editor, 'Eclipses');
    expect((await world.editor.client.post('/api/project/updateStatus', { projectID, status: 0 })).status).toBe(200);
    expectError(await world.editor.client.post('/api/project/updateStatus', { projectID, status: 2 }), 409);
  });

  it.each([
    ['an unknown status', { projectID: 'p', status: 3 }, 'status'],
    ['a negative status', { projectID: 'p', status: -1 }, 'status'],
    ['a status word', { projectID: 'p', status: 'archived' }, 'status'],
    ['a status as text', { projectID: 'p', status: '2' }, 'status'],
    ['no status', { projectID: 'p' }, 'status'],
    ['no projectID', { status: 2 }, 'projectID'],
  ])('answers 400 naming the field for %s', async (_case, body, field) => {
    expectFieldErrors(await world.editor.client.post('/api/project/updateStatus', body), [field]);
  });

  it('answers 404 for an unknown project and 401 without a session', async () => {
    expectError(await world.editor.client.post('/api/project/updateStatus', { projectID: 'no-such-project', status: 2 }), 404, 'notFound');
    expectError(await world.anonymous.post('/api/project/updateStatus', { projectID: 'no-such-project', status: 2 }), 401);
  });
});

describe('/api/project/subscribeToProject', () => {
  it('subscribes and unsubscribes me to several projects; the Subscribed filter follows', async () => {
    const a = await createProject(world.editor, 'Bees');
    const b = await createProject(world.editor, 'Ants');
    const subscribed = await world.viewer.client.post('/api/project/subscribeToProject', { projectIDs: [a, b], userIDs: [world.viewer.userID], subscribed: true });
    expect(subscribed.status).toBe(200);
    expect(subscribed.headers.get('X-Position')).toMatch(/^\d+$/);
    const mine = await world.viewer.client.post('/api/project/getAll', { filter: 'subscribed', sortBy: 'name' }, after(subscribed));
    expect(namesOf(mine)).toEqual(['Ants', 'Bees']);
    expect(mine.body.projects.every((p: { subscribed: boolean }) => p.subscribed)).toBe(true);
    const unsubscribed = await world.viewer.client.post('/api/project/subscribeToProject', { projectIDs: [a], userIDs: [world.viewer.userID], subscribed: false });
    expect(unsubscribed.status).toBe(200);
    expect(projectIDsOf(await world.viewer.client.post('/api/project/getAll', { filter: 'subscribed' }, after(unsubscribed)))).toEqual([b]);
  });

  it('takes no userIDs (or an empty list) as myself', async () => {
    const projectID = await createProject(world.editor, 'Wasps');
    const subscribed = await world.viewer.client.post('/api/project/subscribeToProject', { projectIDs: [projectID], userIDs: [], subscribed: true });
    expect(subscribed.status).toBe(200);
    expect((await world.viewer.client.post('/api/project/getProjectByProjectID', { projectID }, after(subscribed))).body.project.subscribed).toBe(true);
  });

  it('lets the creator unsubscribe from a project of their own', async () => {
    const projectID = await createProject(world.editor, 'Moths');
    const unsubscribed = await world.editor.client.post('/api/project/subscribeToProject', { projectIDs: [projectID], userIDs: [world.editor.userID], subscribed: false });
    expect(unsubscribed.status).toBe(200);
    const project = (await world.editor.client.post('/api/project/getProjectByProjectID', { projectID }, after(unsubscribed))).body.project;
    expect(project.subscribed).toBe(false);
    expect(project.members).toEqual([expect.objectContaining({ userID: world.editor.userID, owner: true, subscribed: false })]);
  });

  it('lets an editor subscribe someone else, but not a viewer', async () => {
    const projectID = await createProject(world.editor, 'Beetles');
    expectError(await world.viewer.client.post('/api/project/subscribeToProject', { projectIDs: [projectID], userIDs: [world.otherEditor.userID], subscribed: true }), 403, 'forbidden');
    const subscribed = await world.editor.client.post('/api/project/subscribeToProject', { projectIDs: [projectID], userIDs: [world.otherEditor.userID], subscribed: true });
    expect(subscribed.status).toBe(200);
    expect(projectIDsOf(await world.otherEditor.client.post('/api/project/getAll', { filter: 'subscribed' }, after(subscribed)))).toContain(projectID);
  });

  it('answers subscribing twice with 200 and a position', async () => {
    const projectID = await createProject(world.editor, 'Spiders');
    const body = { projectIDs: [projectID], userIDs: [world.editor.userID], subscribed: true };
    const again = await world.editor.client.post('/api/project/subscribeToProject', body);
    expect(again.status).toBe(200);
    expect(again.headers.get('X-Position')).toMatch(/^\d+$/);
  });

  it('answers 404 for an unknown project or user and subscribes nobody', async () => {
    const projectID = await createProject(world.editor, 'Crickets');
    expectError(await world.viewer.client.post('/api/project/subscribeToProject', { projectIDs: [projectID, 'no-such-project'], userIDs: [], subscribed: true }), 404, 'notFound');
    expectError(await world.editor.client.post('/api/project/subscribeToProject', { projectIDs: [projectID], userIDs: [999], subscribed: true }), 404, 'notFound');
    const check = await world.viewer.client.post('/api/project/getProjectByProjectID', { projectID });
    expect(check.body.project.subscribed).toBe(false);
  });

  it.each([
    ['no projectIDs', { userIDs: [], subscribed: true }, 'projectIDs'],
    ['an empty projectIDs', { projectIDs: [], subscribed: true }, 'projectIDs'],
    ['a project id instead of a list', { projectIDs: 'p', subscribed: true }, 'projectIDs'],
    ['no subscribed', { projectIDs: ['p'] }, 'subscribed'],
    ['subscribed as text', { projectIDs: ['p'], subscribed: 'yes' }, 'subscribed'],
    ['a user id that is not a number', { projectIDs: ['p'], userIDs: ['bob'], subscribed: true }, 'userIDs.0'],
    ['a negative user id', { projectIDs: ['p'], userIDs: [-3], subscribed: true }, 'userIDs.0'],
  ])('answers 400 naming the field for %s', async (_case, body, field) => {
    expectFieldErrors(await world.viewer.client.post('/api/project/subscribeToProject', body), [field]);
  });

  it('answers 401 without a session and 403 without content.projects', async () => {
    const projectID = await createProject(world.editor, 'Ladybirds');
    expectError(await world.anonymous.post('/api/project/subscribeToProject', { projectIDs: [projectID], userIDs: [], subscribed: true }), 401);
    expectError(await world.nobody.client.post('/api/project/subscribeToProject', { projectIDs: [projectID], userIDs: [world.nobody.userID], subscribed: true }), 403);
  });

  it('answers a retry with the same Idempotency-Key with its first answer', async () => {
    const projectID = await createProject(world.editor, 'Dragonflies');
    const key = { 'Idempotency-Key': 'subscribe-dragonflies-1' };
    const body = { projectIDs: [projectID], userIDs: [world.viewer.userID], subscribed: true };
    const first = await world.viewer.client.post('/api/project/subscribeToProject', body, key);
    const again = await world.viewer.client.post('/api/project/subscribeToProject', body, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('X-Position')).toBe(first.headers.get('X-Position'));
  });
});
