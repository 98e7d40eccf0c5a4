// /admin/getReviewTurnaround over HTTP: comments made and resolved through the product's own calls show
// in the figures of their project and month; who may read it (admin.analytics) and what input it refuses.
import type { Answer } from '../../testing/httpClient';
import { after, expectError, expectFieldErrors, createProject, type Person } from '../projects/projectsWorld';
import { startCast, type World } from '../shared/people';
import { commentOn, RESOLVE, sceneIn } from '../review/reviewWorld';
import { must } from '../scenes/scenesWorld';

const TURNAROUND = '/api/admin/getReviewTurnaround';

/**
 * The answer once it shows the project. Read your writes waits a short while for the read model; on a
 * loaded machine the projections of a fresh product may take longer, so this asks again, within a bound.
 */
const shown = async (who: Person, body: Record<string, unknown>, command: Answer): Promise<Answer> => {
  const until = Date.now() + 15_000;
  for (;;) {
    const answer = await who.client.post(TURNAROUND, body, after(command));
    if (answer.status !== 200 || answer.body.rows.length > 0 || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

let world: World & { editor: Person; analyst: Person; viewer: Person };
beforeAll(async () => {
  const { add, ...cast } = await startCast();
  world = {
    ...cast,
    editor: await add({ userID: 2, givenName: 'Edith', grants: ['content.projects-edit'] }),
    analyst: await add({ userID: 3, givenName: 'Ana', grants: ['admin.analytics'] }),
    viewer: await add({ userID: 4, givenName: 'Vera', grants: ['content.projects-view'] }),
  };
}, 120_000);
afterAll(async () => {
  await world?.stop();
});

it("counts the product's own comments and resolutions under their project and month", async () => {
  const projectID = await createProject(world.editor, 'Turnaround live');
  const sceneID = await sceneIn(world.editor, projectID);
  const { comment } = await commentOn(world.editor, sceneID, { text: 'Too fast' });
  await commentOn(world.editor, sceneID, { text: 'Wrong colour' });
  await commentOn(world.editor, sceneID, { text: 'Agreed', parentCommentID: comment.commentID });
  const resolved = await must(world.editor, RESOLVE, { commentID: comment.commentID, resolved: true });
  const month = new Date().toISOString().slice(0, 7);
  const answer = await shown(world.analyst, { projectID }, resolved);
  expect(answer.body.rows).toEqual([
    {
      projectID,
      projectName: 'Turnaround live',
      month,
      comments: 2,
      resolved: 1,
      open: 1,
      medianHours: expect.any(Number),
      rounds: 1,
      scenes: 1,
      roundsPerScene: 1,
    },
  ]);
  // Resolved within the test: a few seconds at most.
  expect(answer.body.rows[0].medianHours).toBeGreaterThanOrEqual(0);
  expect(answer.body.rows[0].medianHours).toBeLessThan(0.1);
  expect(answer.body.truncated).toBe(false);
  expect(answer.body.months).toEqual([expect.objectContaining({ month, comments: 2, resolved: 1, open: 1, rounds: 1, scenes: 1 })]);
});

it('is read by holders of admin.analytics (and root) only', async () => {
  expect((await world.admin.client.post(TURNAROUND, {})).status).toBe(200);
  for (const who of [world.editor, world.viewer]) {
    const refused = await who.client.post(TURNAROUND, {});
    expectError(refused, 403);
    expect(refused.body.error.msg).toBe('You need the grant admin.analytics for that. Contact an admin.');
  }
  expectError(await world.anonymous.post(TURNAROUND, {}), 401);
});

it('refuses months not written YYYY-MM, and a range that ends before it begins', async () => {
  for (const from of ['2026-13', '2026-1', 'November', 202611, '2026-11-01']) {
    const refused = await world.analyst.client.post(TURNAROUND, { from });
    expectFieldErrors(refused, ['from']);
    if (typeof from === 'string') expect(refused.body.error.fields.from).toBe('A month is written as YYYY-MM, e.g. 2026-11.');
  }
  const backwards = await world.analyst.client.post(TURNAROUND, { from: '2026-11', to: '2026-10' });
  expectFieldErrors(backwards, ['to']);
  expect(backwards.body.error.fields.to).toBe('The last month comes before the first.');
  expectFieldErrors(await world.analyst.client.post(TURNAROUND, { projectID: '' }), ['projectID']);
  expect((await world.analyst.client.post(TURNAROUND, { from: '2026-11', to: '2026-11' })).status).toBe(200);
});
