import { ProjectStatus } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { projectListProjection } from './projection';

describe('projectList projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const project = async (projectID: string, name: string, time = '2024-03-01T10:00:00.000Z') =>
    h.append(`project-${projectID}`, { type: 'ProjectCreated', data: { projectID, name, groups: ['f1'], ownerUserID: 7 } }, { time, userID: 7 });

  it('given a project created, renamed and moved between folders, expect one row with the latest name, groups and times', async () => {
    await project('p1', 'Cells and Tissues');
    await h.append('project-p1', { type: 'ProjectRenamed', data: { projectID: 'p1', name: 'Cells And TISSUES 2', previousName: 'Cells and Tissues' } }, { time: '2024-03-02T10:00:00.000Z' });
    await h.append('project-p1', { type: 'ProjectAddedToFolder', data: { projectID: 'p1', projectGroupID: 'f2' } }, { time: '2024-03-03T10:00:00.000Z' });
    await h.append('project-p1', { type: 'ProjectAddedToFolder', data: { projectID: 'p1', projectGroupID: 'f2' } }, { time: '2024-03-03T11:00:00.000Z' });
    const last = await h.append('project-p1', { type: 'ProjectRemovedFromFolder', data: { projectID: 'p1', projectGroupID: 'f1' } }, { time: '2024-03-04T10:00:00.000Z' });
    const runner = await h.run([projectListProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);

    const rows = await h.rows('SELECT project_id, name, name_lower, status, created_on, modified, groups, owner_user_id FROM projects');
    expect(rows).toEqual([
      {
        project_id: 'p1',
        name: 'Cells And TISSUES 2',
        name_lower: 'cells and tissues 2',
        status: ProjectStatus.Active,
        created_on: new Date('2024-03-01T10:00:00.000Z'),
        modified: new Date('2024-03-04T10:00:00.000Z'),
        groups: ['f2'],
        owner_user_id: 7,
      },
    ]);
    expect(await h.rows('SELECT user_id, member, owner, subscribed FROM project_users WHERE project_id = $1', ['p1'])).toEqual([{ user_id: 7, member: true, owner: true, subscribed: true }]);
    await runner.stop();
  });

  it('given a project created, expect its creator subscribed (as the aggregate folds it) until an unsubscribe, then a resubscribe', async () => {
    const created = await project('p5', 'Tectonics');
    const runner = await h.run([projectListProjection]);
    await runner.waitForPosition(created, 5000);
    const relation = () => h.rows('SELECT member, owner, subscribed FROM project_users WHERE project_id = $1 AND user_id = $2', ['p5', 7]);
    expect(await relation()).toEqual([{ member: true, owner: true, subscribed: true }]);
    await runner.waitForPosition(await h.append('project-p5', { type: 'ProjectUnsubscribed', data: { projectID: 'p5', userID: 7 } }), 5000);
    expect(await relation()).toEqual([{ member: true, owner: true, subscribed: false }]);
    await runner.waitForPosition(await h.append('project-p5', { type: 'ProjectSubscribed', data: { projectID: 'p5', userID: 7 } }), 5000);
    expect(await relation()).toEqual([{ member: true, owner: true, subscribed: true }]);
    await runner.stop();
  });

  it('given archive, delete and revive, expect the status of the last one', async () => {
    await project('p2', 'Optics');
    await h.append('project-p2', { type: 'ProjectArchived', data: { projectID: 'p2' } });
    const deleted = await h.append('project-p2', { type: 'ProjectDeleted', data: { projectID: 'p2' } });
    const runner = await h.run([projectListProjection]);
    await runner.waitForPosition(deleted, 5000);
    expect(await h.rows('SELECT status FROM projects WHERE project_id = $1', ['p2'])).toEqual([{ status: ProjectStatus.Deleted }]);
    const revived = await h.append('project-p2', { type: 'ProjectRevived', data: { projectID: 'p2' } });
    await runner.waitForPosition(revived, 5000);
    expect(await h.rows('SELECT status FROM projects WHERE project_id = $1', ['p2'])).toEqual([{ status: ProjectStatus.Active }]);
    await runner.stop();
  });

  it("given a user who opens, joins and subscribes then unsubscribes, expect that user's relation", async () => {
    await project('p3', 'Waves');
    await h.append('project-p3', { type: 'ProjectAccessed', data: { projectID: 'p3', userID: 9 } }, { time: '2024-05-01T08:00:00.000Z' });
    await h.append('project-p3', { type: 'ProjectMemberJoined', data: { projectID: 'p3', userID: 9 } });
    await h.append('project-p3', { type: 'ProjectSubscribed', data: { projectID: 'p3', userID: 9 } });
    await h.append('project-p3', { type: 'ProjectAccessed', data: { projectID: 'p3', userID: 9 } }, { time: '2024-05-02T08:00:00.000Z' });
    const last = await h.append('project-p3', { type: 'ProjectUnsubscribed', data: { projectID: 'p3', userID: 9 } });
    const runner = await h.run([projectListProjection]);
    await runner.waitForPosition(last, 5000);
    expect(await h.rows('SELECT member, owner, subscribed, last_accessed FROM project_users WHERE project_id = $1 AND user_id = $2', ['p3', 9])).toEqual([
      { member: true, owner: false, subscribed: false, last_accessed: new Date('2024-05-02T08:00:00.000Z') },
    ]);
    await runner.stop();
  });

  it('given users, a project, members joining and an avatar changed, expect the card to carry its members with their names and avatars', async () => {
    await h.append('user-21', { type: 'UserAdded', data: { userID: 21, email: 'ada@example.org', givenName: 'Ada', familyName: 'Lovelace' } });
    await h.append('user-22', { type: 'UserAdded', data: { userID: 22, email: 'bo@example.org', givenName: 'Bo', familyName: 'Bell' } });
    await h.append('project-m1', { type: 'ProjectCreated', data: { projectID: 'm1', name: 'Members', groups: [], ownerUserID: 21 } });
    await h.append('project-m1', { type: 'ProjectAccessed', data: { projectID: 'm1', userID: 23 } });
    await h.append('project-m1', { type: 'ProjectMemberJoined', data: { projectID: 'm1', userID: 23 } });
    await h.append('project-m1', { type: 'ProjectMemberJoined', data: { projectID: 'm1', userID: 22 } });
    await h.append('project-m1', { type: 'ProjectUnsubscribed', data: { projectID: 'm1', userID: 21 } });
    // Someone who only subscribed is not a member: not on the card.
    await h.append('project-m1', { type: 'ProjectSubscribed', data: { projectID: 'm1', userID: 24 } });
    const avatar = await h.append('user-22', { type: 'UserAvatarChanged', data: { userID: 22, src: 'https://img.example.org/bo.png' } });
    const runner = await h.run([projectListProjection]);
    await runner.waitForPosition(avatar, 5000);
    const card = async () => (await h.rows<{ members: unknown }>('SELECT members FROM projects WHERE project_id = $1', ['m1']))[0]?.members;
    expect(await card()).toEqual([
      { userID: 21, givenName: 'Ada', familyName: 'Lovelace', avatar: null, owner: true, subscribed: false },
      { userID: 22, givenName: 'Bo', familyName: 'Bell', avatar: 'https://img.example.org/bo.png', owner: false, subscribed: false },
      // 23 joined before the product knew their name (UserAdded comes later): names follow when it does.
      { userID: 23, givenName: '', familyName: '', avatar: null, owner: false, subscribed: false },
    ]);
    const added = await h.append('user-23', { type: 'UserAdded', data: { userID: 23, email: 'cy@example.org', givenName: 'Cy', familyName: 'Cole' } });
    await runner.waitForPosition(added, 5000);
    expect(await card()).toEqual(expect.arrayContaining([{ userID: 23, givenName: 'Cy', familyName: 'Cole', avatar: null, owner: false, subscribed: false }]));
    await runner.stop();
  });

  it('given projects created in folders, archived, deleted, revived and moved, expect the counts per status overall and per folder', async () => {
    const c = (id: string, groups: string[]) => h.append(`project-${id}`, { type: 'ProjectCreated', data: { projectID: id, name: `Count ${id}`, groups, ownerUserID: 7 } });
    await c('c1', ['g1', 'g1']);
    await c('c2', ['g1', 'g2']);
    await c('c3', []);
    await h.append('project-c2', { type: 'ProjectArchived', data: { projectID: 'c2' } });
    await h.append('project-c2', { type: 'ProjectArchived', data: { projectID: 'c2' } });
    await h.append('project-c3', { type: 'ProjectDeleted', data: { projectID: 'c3' } });
    await h.append('project-c3', { type: 'ProjectRevived', data: { projectID: 'c3' } });
    await h.append('project-c3', { type: 'ProjectAddedToFolder', data: { projectID: 'c3', projectGroupID: 'g2' } });
    await h.append('project-c3', { type: 'ProjectAddedToFolder', data: { projectID: 'c3', projectGroupID: 'g2' } });
    await h.append('project-c1', { type: 'ProjectRemovedFromFolder', data: { projectID: 'c1', projectGroupID: 'g1' } });
    const last = await h.append('project-c1', { type: 'ProjectRemovedFromFolder', data: { projectID: 'c1', projectGroupID: 'g1' } });
    const runner = await h.run([projectListProjection]);
    await runner.waitForPosition(last, 5000);
    const counts = await h.rows("SELECT group_id, status, n FROM project_counts WHERE group_id IN ('g1', 'g2') AND n <> 0 ORDER BY group_id, status");
    expect(counts).toEqual([
      { group_id: 'g1', status: ProjectStatus.Archived, n: 1 },
      { group_id: 'g2', status: ProjectStatus.Active, n: 1 },
      { group_id: 'g2', status: ProjectStatus.Archived, n: 1 },
    ]);
    // Overall, the counts equal a count of the rows (whatever the other tests of this file added).
    const overall = await h.rows("SELECT status, n FROM project_counts WHERE group_id = '' AND n <> 0 ORDER BY status");
    expect(overall).toEqual(await h.rows('SELECT status, count(*)::int AS n FROM projects GROUP BY status ORDER BY status'));
    await runner.stop();
  });

  it('parks an event about a project it does not know, shows it in status, and goes on', async () => {
    const orphan = await h.append('project-ghost', { type: 'ProjectRenamed', data: { projectID: 'ghost', name: 'X', previousName: 'Y' } });
    const after = await project('p4', 'After the ghost');
    const runner = await h.run([projectListProjection]);
    expect(await runner.waitForPosition(after, 5000)).toBe(true);
    expect(await h.rows('SELECT name FROM projects WHERE project_id = $1', ['p4'])).toEqual([{ name: 'After the ghost' }]);
    const parked = await h.rows<{ global_position: string; event_type: string; error: string }>(
      "SELECT global_position::text, event_type, error FROM projection_parked WHERE projection = 'projectList'",
    );
    expect(parked).toEqual([{ global_position: orphan.toString(), event_type: 'ProjectRenamed', error: 'Project ghost is not in the read model' }]);
    const status = runner.status().find((s) => s.name === 'projectList');
    expect(status).toMatchObject({ parked: 1, lastError: 'Project ghost is not in the read model', lagEvents: 0 });
    await runner.stop();
  });
});
