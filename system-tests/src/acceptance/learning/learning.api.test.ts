// The learning-link calls over HTTP (spec 002 sections 2, 6, 7 and 8; spec 000 section 9), against the
// app's learning-site stand-in: searching videos, linking a video once across projects, the linked
// video as the site shows it, its status, unlinking; each refusal with its status and message; a site
// that errs, is slow or never answers gives a 424 with a clear message, never a hang or a 5xx.
import { after, expectError, expectFieldErrors, startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';
import { LINKED_ELSEWHERE, learningPeople, learningProject, linked, standInOf, video, type LearningPeople } from './learningWorld';

let world: ProjectsWorld;
let people: LearningPeople;
beforeAll(async () => {
  world = await startProjectsWorld();
  people = await learningPeople(world);
}, 120_000);
afterEach(() => standInOf(world).setFault(null));
afterAll(async () => {
  await world?.stop();
});

const statusAfter = async (a: Parameters<typeof after>[0], projectID: string) => {
  const answer = await people.watcher.client.post('/api/learning/getLinkedStatus', { projectID }, after(a));
  expect(answer.status).toBe(200);
  return answer.body.status;
};

describe('/learning/searchLearnNodes', () => {
  it('answers the videos whose name holds the text, to a viewer of the link', async () => {
    const a = video(world, { name: 'Photosynthesis basics' });
    const b = video(world, { name: 'Advanced photosynthesis' });
    const answer = await people.watcher.client.post('/api/learning/searchLearnNodes', { text: 'photosynthesis', limit: 100 });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: {
        data: [
          { id: a.nodeID, name: a.name },
          { id: b.nodeID, name: b.name },
        ],
      },
    });
  });

  it('answers at most 100 videos, 100 when no limit is given, and refuses a limit above 100', async () => {
    for (let i = 0; i < 105; i += 1) video(world, { name: `Bulk optics ${i}` });
    const all = await people.watcher.client.post('/api/learning/searchLearnNodes', { text: 'bulk optics' });
    expect(all.body.data).toHaveLength(100);
    const few = await people.watcher.client.post('/api/learning/searchLearnNodes', { text: 'bulk optics', limit: 3 });
    expect(few.body.data).toHaveLength(3);
    expectFieldErrors(await people.watcher.client.post('/api/learning/searchLearnNodes', { text: 'x', limit: 101 }), ['limit']);
  });

  it('refuses a user without a content.learning grant', async () => {
    expectError(await world.editor.client.post('/api/learning/searchLearnNodes', { text: 'x' }), 403, 'forbidden');
  });
});

describe('/learning/linkNode, /learning/getLearnNode, /learning/getLinkedStatus', () => {
  it('links a project to a video: its status, and the video as the site shows it', async () => {
    const projectID = await learningProject(world);
    const { nodeID, name } = video(world, { status: 2 });
    const before = await people.watcher.client.post('/api/learning/getLinkedStatus', { projectID });
    expect(before.body).toEqual({ status: -1 });
    const link = await linked(world, projectID, nodeID);
    expect(link.body).toEqual({ ok: true });
    expect(await statusAfter(link, projectID)).toBe(1);
    const node = await people.watcher.client.post('/api/learning/getLearnNode', { projectID }, after(link));
    const site = standInOf(world).url;
    expect(node.body).toEqual({
      learn: { nodeID, name, url: `${site}/videos/${nodeID}`, editUrl: `${site}/videos/${nodeID}/edit`, thumbnail: null },
      media: { status: 2, data: { v: `v-${nodeID}`, s3: `videos/${nodeID}.mp4`, $: `p-${nodeID}` } },
    });
  });

  it('answers a draft video as status 0, and a project without a link as learn and media null', async () => {
    const projectID = await learningProject(world);
    const none = await people.watcher.client.post('/api/learning/getLearnNode', { projectID });
    expect({ status: none.status, body: none.body }).toEqual({ status: 200, body: { learn: null, media: null } });
    const link = await linked(world, projectID, video(world, { status: 0 }).nodeID);
    expect(await statusAfter(link, projectID)).toBe(0);
  });

  it("refuses a video linked to another project with the spec's message and that project, and links nothing", async () => {
    const first = await learningProject(world);
    const second = await learningProject(world);
    const { nodeID } = video(world);
    const link = await linked(world, first, nodeID);
    const before = await world.app.lastEventPosition();
    const refused = await people.linker.client.post('/api/learning/linkNode', { projectID: second, nodeID });
    expectError(refused, 409, 'conflict');
    expect(refused.body.error.msg).toBe(LINKED_ELSEWHERE);
    expect(refused.body.error.details.project).toEqual({ projectID: first, name: expect.stringMatching(/^Learning project/) });
    expect(await world.app.lastEventPosition()).toEqual(before);
    expect(await statusAfter(link, second)).toBe(-1);
  });

  it('lets only one of two projects racing for one video link it', async () => {
    const projects = [await learningProject(world), await learningProject(world), await learningProject(world)];
    const { nodeID } = video(world);
    const answers = await Promise.all(projects.map((projectID) => people.linker.client.post('/api/learning/linkNode', { projectID, nodeID })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  it('replaces the link with another video, freeing the first for another project', async () => {
    const projectID = await learningProject(world);
    const other = await learningProject(world);
    const first = video(world);
    const second = video(world);
    await linked(world, projectID, first.nodeID);
    const replaced = await linked(world, projectID, second.nodeID);
    const node = await people.watcher.client.post('/api/learning/getLearnNode', { projectID }, after(replaced));
    expect(node.body.learn.nodeID).toBe(second.nodeID);
    await linked(world, other, first.nodeID);
  });

  it('refuses an unknown project (404), a video the site does not know (404), and a viewer or a user without the grant (403)', async () => {
    expectError(await people.linker.client.post('/api/learning/linkNode', { projectID: 'no-such-project', nodeID: video(world).nodeID }), 404, 'notFound');
    const projectID = await learningProject(world);
    expectError(await people.linker.client.post('/api/learning/linkNode', { projectID, nodeID: '999999' }), 404, 'notFound');
    expectError(await people.watcher.client.post('/api/learning/linkNode', { projectID, nodeID: video(world).nodeID }), 403, 'forbidden');
    expectError(await world.editor.client.post('/api/learning/linkNode', { projectID, nodeID: video(world).nodeID }), 403, 'forbidden');
    expectError(await world.nobody.client.post('/api/learning/getLinkedStatus', { projectID }), 403, 'forbidden');
    expect((await world.viewer.client.post('/api/learning/getLinkedStatus', { projectID })).body).toEqual({ status: -1 });
    expectFieldErrors(await people.linker.client.post('/api/learning/linkNode', { projectID, nodeID: '../admin' }), ['nodeID']);
  });
});

describe('/learning/unlinkNode', () => {
  it('unlinks: the status is -1 again and the video may link another project', async () => {
    const projectID = await learningProject(world);
    const { nodeID } = video(world);
    await linked(world, projectID, nodeID);
    const unlinked = await people.linker.client.post('/api/learning/unlinkNode', { projectID });
    expect({ status: unlinked.status, body: unlinked.body }).toEqual({ status: 200, body: { ok: true } });
    expect(await statusAfter(unlinked, projectID)).toBe(-1);
    await linked(world, await learningProject(world), nodeID);
  });

  it('refuses a project without a link (404) and a viewer (403)', async () => {
    const projectID = await learningProject(world);
    expectError(await people.linker.client.post('/api/learning/unlinkNode', { projectID }), 404, 'notFound');
    await linked(world, projectID, video(world).nodeID);
    expectError(await people.watcher.client.post('/api/learning/unlinkNode', { projectID }), 403, 'forbidden');
  });
});

describe('a learning site that fails', () => {
  it('answers 424 with a clear message when the site errs, is slow or never answers, and links nothing', async () => {
    const projectID = await learningProject(world);
    const { nodeID } = video(world);
    for (const fault of [{ kind: 'status', status: 500 }, { kind: 'notJson' }, { kind: 'slow', ms: 3_000 }, { kind: 'silent' }] as const) {
      standInOf(world).setFault(fault);
      const search = await people.watcher.client.post('/api/learning/searchLearnNodes', { text: 'x' });
      expectError(search, 424, 'learningUnavailable');
      expect(search.body.error.msg).toMatch(/^The learning site (did not answer in time|refused the request)\. Please try again later\.$/);
      expectError(await people.linker.client.post('/api/learning/linkNode', { projectID, nodeID }), 424, 'learningUnavailable');
    }
    standInOf(world).setFault(null);
    const status = await people.watcher.client.post('/api/learning/getLinkedStatus', { projectID });
    expect(status.body).toEqual({ status: -1 });
  }, 30_000);

  it("still answers a linked project's status while the site is down, and says the site is down for its video", async () => {
    const projectID = await learningProject(world);
    const link = await linked(world, projectID, video(world).nodeID);
    standInOf(world).setFault({ kind: 'status', status: 503 });
    expect(await statusAfter(link, projectID)).toBe(1);
    expectError(await people.watcher.client.post('/api/learning/getLearnNode', { projectID }, after(link)), 424, 'learningUnavailable');
  });
});
