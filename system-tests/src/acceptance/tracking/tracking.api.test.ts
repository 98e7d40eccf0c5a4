// The tracking calls over HTTP (spec 000 section 7): hours per production task type per user per day,
// removing them, the word count, the totals getUserTasks answers, the numeric rules of section 5 held
// by the server, and who may change a project's tracking (its members, or project editors).
import { after, expectError, expectFieldErrors, startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';
import { must, newTrackingProject, trackingAfter } from './trackingWorld';

const DAY = '2026-11-27';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
}, 120_000);
afterAll(async () => {
  await world?.stop();
});

describe('logging hours', () => {
  it('keeps one entry per task type, user and day, with user names, the project and totals', async () => {
    const projectID = await newTrackingProject(world.editor);
    const { editor, otherEditor } = world;
    await must(editor, '/api/tracking/updateTask', { projectID, taskID: 0, userID: editor.userID, hours: 2, date: DAY });
    await must(editor, '/api/tracking/updateTask', { projectID, taskID: 1, userID: otherEditor.userID, hours: '.5', date: DAY });
    await must(editor, '/api/tracking/updateTask', { projectID, taskID: 0, userID: editor.userID, hours: '1.25', date: '2026-11-28' });
    // The same task type, user and day again: new hours for that entry, not a second entry.
    const last = await must(editor, '/api/tracking/updateTask', { projectID, taskID: 0, userID: editor.userID, hours: 3, date: DAY });
    const seen = await trackingAfter(editor, last, projectID);
    expect(seen.tracking).toEqual([
      {
        taskID: 0,
        userID: editor.userID,
        user: { userID: editor.userID, givenName: 'Edith', familyName: 'Tester' },
        hours: 1.25,
        date: '2026-11-28',
        projectName: expect.stringMatching(/^Tracking project/),
        projectID,
        wordCount: null,
      },
      {
        taskID: 0,
        userID: editor.userID,
        user: { userID: editor.userID, givenName: 'Edith', familyName: 'Tester' },
        hours: 3,
        date: DAY,
        projectName: expect.stringMatching(/^Tracking project/),
        projectID,
        wordCount: null,
      },
      {
        taskID: 1,
        userID: otherEditor.userID,
        user: { userID: otherEditor.userID, givenName: 'Oscar', familyName: 'Tester' },
        hours: 0.5,
        date: DAY,
        projectName: expect.stringMatching(/^Tracking project/),
        projectID,
        wordCount: null,
      },
    ]);
    expect(seen.totals.hours).toBe(4.75);
    expect(seen.totals.byTask).toEqual([
      { taskID: 0, hours: 4.25 },
      { taskID: 1, hours: 0.5 },
      { taskID: 2, hours: 0 },
      { taskID: 3, hours: 0 },
      { taskID: 4, hours: 0 },
      { taskID: 5, hours: 0 },
    ]);
    expect(seen.totals.byUser.map((u) => [u.user.userID, u.hours])).toEqual([
      [editor.userID, 4.25],
      [otherEditor.userID, 0.5],
    ]);
  });

  it("answers the caller's own entries across projects when no project is named", async () => {
    const projectID = await newTrackingProject(world.otherEditor);
    const logged = await must(world.otherEditor, '/api/tracking/updateTask', { projectID, taskID: 4, userID: world.otherEditor.userID, hours: -1, date: DAY });
    const own = await world.otherEditor.client.post('/api/tracking/getUserTasks', {}, after(logged));
    expect(own.status).toBe(200);
    expect(own.body.tracking).toEqual(expect.arrayContaining([expect.objectContaining({ projectID, taskID: 4, hours: -1, userID: world.otherEditor.userID })]));
    expect(own.body.tracking.every((e: { userID: number }) => e.userID === world.otherEditor.userID)).toBe(true);
  });

  it('refuses hours that are not numeric text, out of -24..24, a task type outside 0..5 and a date that is no day', async () => {
    const projectID = await newTrackingProject(world.editor);
    const send = (change: Record<string, unknown>) => world.editor.client.post('/api/tracking/updateTask', { projectID, taskID: 1, userID: world.editor.userID, hours: 1, date: DAY, ...change });
    for (const hours of ['abc', '1e3', '', '-', 25, -24.5, '1.2.3', null]) expectFieldErrors(await send({ hours }), ['hours']);
    for (const taskID of [6, -1, 1.5, 'Illustrator']) expectFieldErrors(await send({ taskID }), ['taskID']);
    for (const date of ['2026-02-30', 'tomorrow', 20261127]) expectFieldErrors(await send({ date }), ['date']);
    const refused = await send({ hours: 'abc' });
    expect(refused.body.error.fields.hours).toBe('Hours must be a number, like 1.5 or -0.5');
    expect((await send({ hours: 30 })).body.error.fields.hours).toBe('Hours must be between -24 and 24');
  });

  it('refuses a project or a user that does not exist', async () => {
    const projectID = await newTrackingProject(world.editor);
    const noProject = await world.editor.client.post('/api/tracking/updateTask', { projectID: 'no-such-project', taskID: 1, userID: world.editor.userID, hours: 1, date: DAY });
    expectError(noProject, 404, 'notFound');
    expect(noProject.body.error.msg).toBe('This project does not exist.');
    const noUser = await world.editor.client.post('/api/tracking/updateTask', { projectID, taskID: 1, userID: 987654, hours: 1, date: DAY });
    expectError(noUser, 404, 'notFound');
    expect(noUser.body.error.msg).toBe('There is no user with that user ID.');
  });
});

describe('removing hours', () => {
  it("removes the task type's entries with the spec's {projectID, taskID}, or one user's day with userID and date", async () => {
    const projectID = await newTrackingProject(world.editor);
    const { editor, otherEditor } = world;
    await must(editor, '/api/tracking/updateTask', { projectID, taskID: 2, userID: editor.userID, hours: 1, date: DAY });
    await must(editor, '/api/tracking/updateTask', { projectID, taskID: 2, userID: otherEditor.userID, hours: 2, date: DAY });
    await must(editor, '/api/tracking/updateTask', { projectID, taskID: 5, userID: editor.userID, hours: 3, date: DAY });
    const one = await must(editor, '/api/tracking/removeTask', { projectID, taskID: 2, userID: otherEditor.userID, date: DAY });
    expect((await trackingAfter(editor, one, projectID)).tracking.map((e) => [e.taskID, e.userID])).toEqual([
      [2, editor.userID],
      [5, editor.userID],
    ]);
    const all = await must(editor, '/api/tracking/removeTask', { projectID, taskID: 2 });
    expect((await trackingAfter(editor, all, projectID)).tracking.map((e) => e.taskID)).toEqual([5]);
    const again = await editor.client.post('/api/tracking/removeTask', { projectID, taskID: 2 });
    expectError(again, 404, 'notFound');
    expect(again.body.error.msg).toBe('There is no tracking entry for that task.');
  });
});

describe('the word count', () => {
  it('is saved as a whole number and shown with the entries', async () => {
    const projectID = await newTrackingProject(world.editor);
    await must(world.editor, '/api/tracking/updateTask', { projectID, taskID: 0, userID: world.editor.userID, hours: 1, date: DAY });
    const saved = await must(world.editor, '/api/tracking/updateWordCount', { projectID, wordCount: '1500' });
    const seen = await trackingAfter(world.editor, saved, projectID);
    expect(seen.wordCount).toBe(1500);
    expect(seen.tracking[0]?.wordCount).toBe(1500);
  });

  it('refuses zero, a negative count, decimals and text', async () => {
    const projectID = await newTrackingProject(world.editor);
    const send = (wordCount: unknown) => world.editor.client.post('/api/tracking/updateWordCount', { projectID, wordCount });
    const zero = await send(0);
    expectFieldErrors(zero, ['wordCount']);
    expect(zero.body.error.fields.wordCount).toBe('The word count must not be zero');
    for (const wordCount of [-5, 12.5, 'many', '', null]) expectFieldErrors(await send(wordCount), ['wordCount']);
  });
});

describe('who may change tracking', () => {
  it('refuses a viewer who is not a member (403), and lets them once they joined by opening the project', async () => {
    const projectID = await newTrackingProject(world.editor);
    const body = { projectID, taskID: 1, userID: world.viewer.userID, hours: 1, date: DAY };
    const refused = await world.viewer.client.post('/api/tracking/updateTask', body);
    expectError(refused, 403, 'forbidden');
    expect(refused.body.error.msg).toBe('Only members of this project (or editors of projects) may change its tracking.');
    expectError(await world.viewer.client.post('/api/tracking/updateWordCount', { projectID, wordCount: 10 }), 403, 'forbidden');
    await must(world.viewer, '/api/project/accessProject', { projectID });
    const logged = await must(world.viewer, '/api/tracking/updateTask', body);
    expect((await trackingAfter(world.viewer, logged, projectID)).tracking.map((e) => e.userID)).toEqual([world.viewer.userID]);
  });

  it('lets an editor who is not a member change it, and refuses callers without a grant or a session', async () => {
    const projectID = await newTrackingProject(world.editor);
    await must(world.otherEditor, '/api/tracking/updateWordCount', { projectID, wordCount: 99 });
    expectError(await world.nobody.client.post('/api/tracking/updateWordCount', { projectID, wordCount: 10 }), 403, 'forbidden');
    expectError(await world.nobody.client.post('/api/tracking/getUserTasks', { projectID }), 403, 'forbidden');
  });
});
