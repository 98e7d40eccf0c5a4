// The project as it was, over HTTP (issue 21): known changes made at known moments, then the project
// read at each moment (a date-time or a history position), before its first event (empty), in the
// future (now), compared between two moments; and who may see it.
import type { Answer } from '../../testing/httpClient';
import { after, expectError, expectFieldErrors, startProjectsWorld, type Person, type ProjectsWorld } from '../projects/projectsWorld';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
}, 120_000);
afterAll(async () => {
  await world?.stop();
});

const must = async (who: Person, path: string, body: unknown): Promise<Answer> => {
  const answer = await who.client.post(`/api${path}`, body);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return answer;
};

/** A moment strictly between two commands: the metadata times are in milliseconds. */
const momentNow = async (): Promise<string> => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const moment = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 5));
  return moment;
};

interface Script {
  projectID: string;
  name: string;
  beforeAll: string;
  middle: string;
  createdAt: string;
  last: Answer;
}

/** The editor's project: created, commented on; then (after `middle`) renamed, the comment resolved, words counted. */
const script = async (): Promise<Script> => {
  const { editor } = world;
  const beforeAll = await momentNow();
  const name = `Tides ${Date.now()}`;
  const created = await must(editor, '/project/create', { name, groups: [] });
  const projectID = (created.body as { project: { projectID: string } }).project.projectID;
  const commented = await must(editor, '/comments/saveComment', { projectID, fileID: -1, data: { text: 'Brighter moon' } });
  const commentID = (commented.body as { comment: { commentID: string } }).comment.commentID;
  const middle = await momentNow();
  await must(editor, '/project/updateName', { projectID, name: `${name} and moons` });
  await must(editor, '/comments/resolveComment', { commentID });
  const last = await must(editor, '/tracking/updateWordCount', { projectID, wordCount: 420 });
  return { projectID, name, beforeAll, middle, createdAt: created.headers.get('X-Position') ?? '', last };
};

/**
 * Until the project's read model shows the script's last change. A query waits for it at most 2 s
 * (X-Min-Position); on a loaded machine the projections that start with the test's server may need longer.
 */
const caughtUp = async (): Promise<void> => {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const answer = await world.editor.client.post('/api/projectAsOf/getProjectAsOf', { projectID: s.projectID }, after(s.last));
    if (answer.status === 200 && answer.body.snapshot.card?.wordCount === 420) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the projectStreams read model did not catch up with the script');
};

let s: Script;
beforeAll(async () => {
  s = await script();
  await caughtUp();
}, 60_000);

const asOf = (who: Person, body: Record<string, unknown>) => who.client.post('/api/projectAsOf/getProjectAsOf', { projectID: s.projectID, ...body }, after(s.last));

describe('the project at a moment', () => {
  it('before its first event is the empty project', async () => {
    const answer = await asOf(world.editor, { at: s.beforeAll });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      projectID: s.projectID,
      cut: { position: null, at: null },
      snapshot: { card: null, members: [], files: [], comments: [], scenes: [], tasks: [], tracking: [] },
    });
  });

  it('in the middle shows the old name and the open comment', async () => {
    const answer = await asOf(world.editor, { at: s.middle });
    expect(answer.status).toBe(200);
    const { snapshot, cut } = answer.body;
    expect(snapshot.card).toMatchObject({ name: s.name, status: 'active', wordCount: null });
    expect(snapshot.members).toEqual([{ userID: world.editor.userID, name: 'Edith Tester' }]);
    expect(snapshot.comments).toMatchObject([{ on: 'project', text: 'Brighter moon', resolved: false, resolvedBy: null, author: { name: 'Edith Tester' } }]);
    expect(cut.at < s.middle).toBe(true);
  });

  it('at the position of its creation shows it as created, before the comment', async () => {
    const answer = await asOf(world.editor, { position: s.createdAt });
    expect(answer.status).toBe(200);
    expect(answer.body.cut.position).toBe(s.createdAt);
    expect(answer.body.snapshot.card.name).toBe(s.name);
    expect(answer.body.snapshot.comments).toEqual([]);
  });

  it('now, and at any time in the future, shows it as it is: renamed, the comment resolved by whom, the words counted', async () => {
    const now = await asOf(world.editor, {});
    const future = await asOf(world.editor, { at: '2999-01-01T00:00:00Z' });
    expect(now.status).toBe(200);
    expect(now.body.snapshot.card).toMatchObject({ name: `${s.name} and moons`, wordCount: 420 });
    expect(now.body.snapshot.comments).toMatchObject([{ resolved: true, resolvedBy: { userID: world.editor.userID, name: 'Edith Tester' } }]);
    expect(now.body.cut.position).toBe(s.last.headers.get('X-Position'));
    expect(future.body).toEqual(now.body);
  });
});

describe('comparing two moments', () => {
  it('names what changed between the middle and now, with the fields before and after', async () => {
    const answer = await world.editor.client.post('/api/projectAsOf/compareProjectAsOf', { projectID: s.projectID, from: { at: s.middle }, to: {} }, after(s.last));
    expect(answer.status).toBe(200);
    const brief = (answer.body.changes as { section: string; change: string; fields: { field: string }[] }[]).map((c) => `${c.section} ${c.change} ${c.fields.map((f) => f.field).join(',')}`);
    expect(brief).toEqual(['card changed name,wordCount', 'comments changed resolved,resolvedBy']);
    expect(answer.body.changes[0].fields[0]).toEqual({ field: 'name', before: s.name, after: `${s.name} and moons` });
  });
});

describe('who may see it', () => {
  it('admins of projects see any project; someone not a member is refused, even with project grants', async () => {
    expect((await asOf(world.projectAdmin, {})).status).toBe(200);
    expect((await asOf(world.admin, {})).status).toBe(200);
    expectError(await asOf(world.otherEditor, {}), 403, 'forbidden');
    expectError(await asOf(world.viewer, {}), 403, 'forbidden');
    expectError(await asOf(world.nobody, {}), 403, 'forbidden');
    const compared = await world.otherEditor.client.post('/api/projectAsOf/compareProjectAsOf', { projectID: s.projectID, from: {}, to: {} });
    expectError(compared, 403, 'forbidden');
  });

  it('a project that never existed is 404 for an admin and 403 for others', async () => {
    expectError(await world.admin.client.post('/api/projectAsOf/getProjectAsOf', { projectID: 'no-such-project' }), 404, 'notFound');
    expectError(await world.otherEditor.client.post('/api/projectAsOf/getProjectAsOf', { projectID: 'no-such-project' }), 403, 'forbidden');
  });

  it('refuses a moment given twice, a position that is not one, and a time that is not one', async () => {
    expectFieldErrors(await asOf(world.editor, { at: s.middle, position: '12' }), ['position']);
    expectFieldErrors(await asOf(world.editor, { position: '-3' }), ['position']);
    expectFieldErrors(await asOf(world.editor, { position: '99999999999999999999' }), ['position']);
    expectFieldErrors(await asOf(world.editor, { at: 'yesterday' }), ['at']);
    const compared = await world.editor.client.post('/api/projectAsOf/compareProjectAsOf', { projectID: s.projectID, from: { position: 'x' }, to: {} });
    expectFieldErrors(compared, ['from']);
  });
});
