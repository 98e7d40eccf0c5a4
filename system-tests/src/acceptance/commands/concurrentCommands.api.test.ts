// Many people acting on one stream at the same moment: every one of them gets through (the command
// side decides again after a conflict, at staggered moments), and nothing is lost or doubled.
import { SESSION_COOKIE } from '@wb/platform';
import { HttpClient } from '../../testing/httpClient';
import { addPerson, PASSWORD } from '../adminUsers/adminWorld';
import { startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';
import { eventCounter, unique } from './commandsWorld';

const AT_ONCE = 24;

describe('concurrent commands on one stream', () => {
  let world: ProjectsWorld;
  beforeAll(async () => {
    world = await startProjectsWorld();
  });
  afterAll(async () => {
    await world.stop();
  });

  it(`${AT_ONCE} sign-ins of one user at once (several devices) all succeed, each with its own session`, async () => {
    const person = await addPerson(world, ['content.projects-view'], 'Devices');
    const devices = Array.from({ length: AT_ONCE }, () => new HttpClient(world.app.url));
    const events = eventCounter(world);
    try {
      const before = await events.count();
      const answers = await Promise.all(devices.map((d) => d.post('/auth/login', { email: person.email, password: PASSWORD })));
      expect(answers.map((a) => a.status)).toEqual(devices.map(() => 200));
      // One UserSignedIn per sign-in: none lost to a conflict, none written twice by a retry.
      expect((await events.count()) - before).toBe(AT_ONCE);
      const sessions = new Set(devices.map((d) => d.cookie(SESSION_COOKIE)));
      expect(sessions.has(undefined)).toBe(false);
      expect(sessions.size).toBe(AT_ONCE);
      const me = await Promise.all(devices.map((d) => d.post('/api/user/getUser', {})));
      expect(me.map((a) => a.status)).toEqual(devices.map(() => 200));
    } finally {
      await events.close();
    }
  });

  it(`${AT_ONCE} people opening one project at once are all recorded: it is in each one's Recent`, async () => {
    const created = await world.editor.client.post('/api/project/create', { name: unique('Crowded'), groups: [] });
    expect(created.status).toBe(200);
    const { projectID } = created.body.project as { projectID: string };
    const people = [];
    for (let i = 0; i < AT_ONCE; i += 1) people.push(await addPerson(world, ['content.projects-view'], 'Visitor'));
    const opened = await Promise.all(people.map((p) => p.client.post('/api/project/accessProject', { projectID })));
    expect(opened.map((a) => a.status)).toEqual(people.map(() => 200));
    const last = opened.reduce((max, a) => (BigInt(a.headers.get('X-Position') ?? '0') > max ? BigInt(a.headers.get('X-Position') ?? '0') : max), 0n);
    const recents = await Promise.all(people.map((p) => p.client.post('/api/project/getAll', { filter: 'recent' }, { 'X-Min-Position': last.toString() })));
    for (const recent of recents) {
      expect(recent.status).toBe(200);
      expect((recent.body.projects as { projectID: string }[]).map((p) => p.projectID)).toContain(projectID);
    }
  });
});
