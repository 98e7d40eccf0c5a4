// The history calls over HTTP (issue 21, History): an entity's events newest first with who, what in
// plain words and the fields before and after; filters by person, kind and time; paging by cursor; the
// filters' choices; the admin-wide audit trail; and who may read which history.
import { after, createProject, expectError, expectFieldErrors } from '../projects/projectsWorld';
import { historyAfter, must, settled, startHistoryWorld, type Entry, type HistoryWorld, type Page } from './historyWorld';

let world: HistoryWorld;
beforeAll(async () => {
  world = await startHistoryWorld();
}, 120_000);
afterAll(async () => {
  await world?.stop();
});

describe("a project's history", () => {
  let projectID: string;
  let last: Awaited<ReturnType<typeof must>>;
  beforeAll(async () => {
    projectID = await createProject(world.editor, 'Tides');
    await must(world.editor, '/project/updateName', { projectID, name: 'Tides and moons' });
    await must(world.otherEditor, '/project/accessProject', { projectID });
    last = await must(world.otherEditor, '/project/updateName', { projectID, name: 'Moons' });
    await settled(world.admin, last);
  });

  it('lists every event newest first, in plain words, with who, when and the fields before and after', async () => {
    const answer = await historyAfter(world.editor, last, { entityType: 'project', entityID: projectID });
    expect(answer.status).toBe(200);
    const { entries, next } = answer.body as Page;
    expect(next).toBeNull();
    expect(entries.map((e) => [e.type, e.actorID, e.summary])).toEqual([
      ['ProjectRenamed', world.otherEditor.userID, 'Renamed "Tides and moons" to "Moons"'],
      ['ProjectMemberJoined', world.otherEditor.userID, 'Oscar Tester joined the project'],
      ['ProjectAccessed', world.otherEditor.userID, 'Opened the project'],
      ['ProjectRenamed', world.editor.userID, 'Renamed "Tides" to "Tides and moons"'],
      ...entries.slice(4).map((e) => [e.type, e.actorID, e.summary]),
    ]);
    expect(entries.some((e) => e.type === 'ProjectCreated' && e.summary === 'Created the project "Tides"')).toBe(true);
    const renamed = entries[0] as Entry;
    expect(renamed).toEqual({
      position: expect.stringMatching(/^[1-9][0-9]*$/),
      streamId: `project-${projectID}`,
      type: 'ProjectRenamed',
      kind: 'Project renamed',
      actorID: world.otherEditor.userID,
      actorName: 'Oscar Tester',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      summary: 'Renamed "Tides and moons" to "Moons"',
      changes: [{ field: 'name', before: 'Tides and moons', after: 'Moons' }],
      projectID,
    });
    const times = entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by person, by kind and by time, and offers the people and kinds to filter by', async () => {
    const base = { entityType: 'project', entityID: projectID };
    const byPerson = (await historyAfter(world.editor, last, { ...base, userID: world.otherEditor.userID })).body as Page;
    expect(byPerson.entries.map((e) => e.type)).toEqual(['ProjectRenamed', 'ProjectMemberJoined', 'ProjectAccessed']);
    const renames = (await historyAfter(world.editor, last, { ...base, kinds: ['ProjectRenamed'] })).body as Page;
    expect(renames.entries.map((e) => e.summary)).toEqual(['Renamed "Tides and moons" to "Moons"', 'Renamed "Tides" to "Tides and moons"']);
    const two = (await historyAfter(world.editor, last, { ...base, kinds: ['ProjectRenamed', 'ProjectMemberJoined'] })).body as Page;
    expect(two.entries.map((e) => e.type)).toEqual(['ProjectRenamed', 'ProjectMemberJoined', 'ProjectRenamed']);
    const all = ((await historyAfter(world.editor, last, base)).body as Page).entries;
    const middle = all[2] as Entry;
    const untilMiddle = (await historyAfter(world.editor, last, { ...base, to: middle.at })).body as Page;
    expect(untilMiddle.entries.every((e) => e.at < middle.at)).toBe(true);
    const fromMiddle = (await historyAfter(world.editor, last, { ...base, from: middle.at })).body as Page;
    expect(fromMiddle.entries.every((e) => e.at >= middle.at)).toBe(true);
    expect(untilMiddle.entries.length + fromMiddle.entries.length).toBe(all.length);
    const future = (await historyAfter(world.editor, last, { ...base, from: '2999-01-01T00:00:00Z' })).body as Page;
    expect(future).toEqual({ entries: [], next: null });

    const facets = await world.editor.client.post('/api/history/getHistoryFacets', base, after(last));
    expect(facets.status).toBe(200);
    expect(facets.body.people).toEqual([
      { userID: world.editor.userID, name: 'Edith Tester' },
      { userID: world.otherEditor.userID, name: 'Oscar Tester' },
    ]);
    expect(facets.body.kinds).toEqual(
      expect.arrayContaining([
        { type: 'ProjectRenamed', kind: 'Project renamed' },
        { type: 'ProjectCreated', kind: 'Project created' },
      ]),
    );
  });

  it('pages by the cursor it answers, each entry once, in order', async () => {
    let answer = await historyAfter(world.editor, last, { entityType: 'project', entityID: projectID });
    const whole = (answer.body as Page).entries.map((e) => e.position);
    const paged: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 20; page++) {
      answer = await historyAfter(world.editor, last, { entityType: 'project', entityID: projectID, limit: 2, ...(before ? { before } : {}) });
      expect(answer.status).toBe(200);
      const body = answer.body as Page;
      expect(body.entries.length).toBeLessThanOrEqual(2);
      paged.push(...body.entries.map((e) => e.position));
      if (body.next === null) break;
      before = body.next;
    }
    expect(paged).toEqual(whole);
  });

  it('refuses who is neither an admin nor a member (403), and lets members and admins read it', async () => {
    const body = { entityType: 'project', entityID: projectID };
    expectError(await historyAfter(world.viewer, last, body), 403, 'forbidden');
    expectError(await historyAfter(world.nobody, last, body), 403, 'forbidden');
    expectError(await world.viewer.client.post('/api/history/getHistoryFacets', body, after(last)), 403, 'forbidden');
    for (const reader of [world.admin, world.projectAdmin, world.auditor, world.otherEditor]) expect((await historyAfter(reader, last, body)).status).toBe(200);
    const joined = await must(world.viewer, '/project/accessProject', { projectID });
    await settled(world.admin, joined);
    expect((await historyAfter(world.viewer, joined, body)).status).toBe(200);
    expectError(await world.anonymous.post('/api/history/getHistory', body), 401);
  });

  it("shows a member only their own project's entities", async () => {
    const other = await createProject(world.otherEditor, 'Not for Vera');
    const folder = await must(world.admin, '/admin/folders/createGroup', { name: 'History folder' });
    const folderID = (folder.body as { projectGroup: { projectGroupID: string } }).projectGroup.projectGroupID;
    const seen = await must(world.viewer, '/project/accessProject', { projectID });
    await settled(world.admin, seen);
    expectError(await historyAfter(world.viewer, seen, { entityType: 'project', entityID: other }), 403, 'forbidden');
    expectError(await historyAfter(world.viewer, folder, { entityType: 'folder', entityID: folderID }), 403, 'forbidden');
    expectError(await historyAfter(world.viewer, seen, { entityType: 'user', entityID: String(world.editor.userID) }), 403, 'forbidden');
    // The same answer for an entity that does not exist: a refusal tells nothing.
    expectError(await historyAfter(world.viewer, seen, { entityType: 'scene', entityID: 'no-such-scene' }), 403, 'forbidden');
    const folderHistory = await historyAfter(world.admin, folder, { entityType: 'folder', entityID: folderID });
    expect((folderHistory.body as Page).entries.map((e) => e.summary)).toEqual(['Created the folder "History folder"']);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const base = { entityType: 'project', entityID: projectID };
    expectFieldErrors(await world.editor.client.post('/api/history/getHistory', { ...base, entityType: 'planet' }), ['entityType']);
    expectFieldErrors(await world.editor.client.post('/api/history/getHistory', { entityType: 'project' }), ['entityID']);
    expectFieldErrors(await world.editor.client.post('/api/history/getHistory', { ...base, limit: 0 }), ['limit']);
    expectFieldErrors(await world.editor.client.post('/api/history/getHistory', { ...base, limit: 101 }), ['limit']);
    expectFieldErrors(await world.editor.client.post('/api/history/getHistory', { ...base, from: 'yesterday' }), ['from']);
    expectFieldErrors(await world.editor.client.post('/api/history/getHistory', { ...base, before: 'page-2' }), ['before']);
    expectFieldErrors(await world.editor.client.post('/api/history/getHistory', { ...base, kinds: ['drop table'] }), ['kinds']);
    expectFieldErrors(await world.editor.client.post('/api/history/getHistory', { ...base, userID: 'me' }), ['userID']);
  });
});

describe('the audit trail', () => {
  it('lists every event of the workspace for admin.reports holders, with the same filters', async () => {
    const projectID = await createProject(world.editor, 'Audited');
    const last = await must(world.editor, '/project/updateName', { projectID, name: 'Audited twice' });
    await settled(world.admin, last);
    const answer = await world.auditor.client.post('/api/admin/getAudit', { limit: 5 }, after(last));
    expect(answer.status).toBe(200);
    const page = answer.body as Page;
    expect(page.entries).toHaveLength(5);
    expect(page.entries[0]?.summary).toBe('Renamed "Audited" to "Audited twice"');
    expect(page.next).toEqual(expect.any(String));
    const users = (await world.auditor.client.post('/api/admin/getAudit', { entityType: 'user', kinds: ['UserAdded'] }, after(last))).body as Page;
    expect(users.entries.map((e) => e.summary)).toContain('Added Rita Tester (rita@example.com)');
    expect(users.entries.every((e) => e.type === 'UserAdded' && e.streamId.startsWith('user-'))).toBe(true);
    const mine = (await world.auditor.client.post('/api/admin/getAudit', { userID: world.editor.userID }, after(last))).body as Page;
    expect(mine.entries.every((e) => e.actorID === world.editor.userID)).toBe(true);
    expectError(await world.editor.client.post('/api/admin/getAudit', {}), 403, 'forbidden');
    expectError(await world.projectAdmin.client.post('/api/admin/getAudit', {}), 403, 'forbidden');
    expectFieldErrors(await world.auditor.client.post('/api/admin/getAudit', { entityID: projectID }), ['entityID']);
  });
});
