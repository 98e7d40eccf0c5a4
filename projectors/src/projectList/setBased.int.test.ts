// The project list applied set-based (every event type it follows) builds exactly the rows it builds
// event by event, and parks the same bad events, over the product mix and what that mix lacks.
import { rebuildProjection, silentLogger } from '@wb/platform';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { appendWorkload } from '../testing/workload';
import { appendProjectListExtras } from './workload';
import { projectListProjection } from './projection';

const ORDER = { projects: 'project_id', project_users: 'project_id, user_id', project_people: 'user_id', project_counts: 'group_id, status' };

describe('projectList applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild over the product mix, at any cut of the batches, and parks the same bad events', async () => {
    await appendWorkload(h);
    const last = await appendProjectListExtras(h);

    const result = await runSideBySide(h, projectListProjection, last, ORDER);
    expect(result.setBased).toEqual(result.eventByEvent);
    expect(result.parked).toEqual({ setBased: 6, eventByEvent: 6 });
    expect(result.batchesApplied).toBeGreaterThan(0);
    const parked = await h.rows("SELECT event_type, error FROM projection_parked WHERE projection = 'projectList' ORDER BY global_position");
    expect(parked.map((p) => p.event_type)).toEqual(['UserAvatarChanged', 'ProjectCreated', 'ProjectAccessed', 'ProjectRenamed', 'ProjectMemberJoined', 'ProjectArchived']);

    // Batches cut elsewhere (a project created and changed in one batch, or in two) end the same.
    const setBasedSmall = await rebuildProjection({ eventStore: h.eventStore, pool: h.db.pool, projection: projectListProjection, logger: silentLogger(), batchSize: 61 });
    expect(setBasedSmall.parked).toBe(6);
    for (const [table, order] of Object.entries(ORDER)) expect(await h.rows(`SELECT * FROM ${table} ORDER BY ${order}`)).toEqual(result.eventByEvent[table]);

    expect(await h.rows("SELECT modified = '2025-02-01T10:00:00.123456Z' AS exact FROM projects WHERE project_id = 'x2'")).toEqual([{ exact: true }]);
    // What a person sees on the cards: names that came after the membership, avatars, the last open winning.
    const card = (id: string) => h.rows<{ members: unknown; status: number; groups: string[] }>('SELECT members, status, groups FROM projects WHERE project_id = $1', [id]);
    expect((await card('x1'))[0]).toEqual({
      status: 1,
      groups: ['g1', 'g2'],
      members: [
        { userID: 40, givenName: 'Late', familyName: 'Comer', avatar: 'https://img.example.org/40b.png', owner: true, subscribed: false },
        { userID: 41, givenName: 'Renamed', familyName: 'Person', avatar: null, owner: false, subscribed: true },
      ],
    });
    expect(await h.rows('SELECT links, due_date, due_completed_on, thumbnail, word_count, trello, learn_status FROM projects WHERE project_id = $1', ['x1'])).toEqual([
      {
        links: [1, 3].map((n) => ({ type: 'link', url: `https://docs.example.org/${n}`, name: `Doc ${n}` })),
        due_date: '2025-03-01',
        due_completed_on: new Date('2025-02-20T09:00:00.123Z'),
        thumbnail: '/api/v1/blobs/projectThumbnail/2025/01/0f8fad5b-d9cb-469f-a165-70867728950e.jpg',
        word_count: 1250,
        trello: { id: 'c2', url: 'https://trello.com/c/c2', dateLastActivity: '2025-02-01T10:00:00.000Z', webhooks: [] },
        learn_status: 1,
      },
    ]);
    expect(await h.rows('SELECT due_date, due_completed_on FROM projects WHERE project_id = $1', ['x3'])).toEqual([{ due_date: '2025-04-01', due_completed_on: null }]);
    expect(await h.rows('SELECT last_accessed FROM project_users WHERE project_id = $1 AND user_id = $2', ['p2', 4])).toEqual([{ last_accessed: new Date('2025-01-01T00:08:20.000Z') }]);
    // The counts are what counting the cards gives, overall and per folder.
    expect(await h.rows('SELECT group_id, status, n FROM project_counts WHERE n <> 0 ORDER BY group_id, status')).toEqual(
      await h.rows(
        `SELECT group_id, status, count(*)::int AS n FROM (SELECT '' AS group_id, status FROM projects
         UNION ALL SELECT DISTINCT ON (project_id, g) g, status FROM projects, unnest(groups) AS g) AS x
       GROUP BY group_id, status ORDER BY group_id, status`,
      ),
    );
  });
});
