// The admin Tasks board's answer (/tasks/getAllTasks; issue 20): each column (Overdue, Due soon, Due as
// of the asker's `today`, else the server's UTC day) lists at most TaskLimits.boardColumnMax open tasks,
// by due date, and answers its full count, for every filter including All (docs/decisions/tasks.md).
import { addDays, Calls, dueBucketOf, TaskLimits, type DueBucket } from '@wb/contracts';
import type { Answer } from '../../testing/httpClient';
import { addPerson } from '../adminUsers/adminWorld';
import { unique } from '../commands/commandsWorld';
import { afterLatest, createProject, expectFieldErrors, startProjectsWorld, type Person, type ProjectsWorld } from '../projects/projectsWorld';
import type { TaskSeen } from './tasksWorld';

const CAP = TaskLimits.boardColumnMax;
const TODAY = '2030-06-10';

let world: ProjectsWorld;
let boss: Person;
let ada: Person;
beforeAll(async () => {
  world = await startProjectsWorld();
  boss = await addPerson(world, ['admin.tasks'], 'Tess');
  ada = await addPerson(world, ['content.projects-view'], 'Ada');
});
afterAll(async () => {
  await world?.stop();
});

interface Board {
  tasks: TaskSeen[];
  counts: Record<DueBucket, number>;
}

const board = async (body: Record<string, unknown>, latest: readonly Answer[]): Promise<Board> => {
  const answer = await boss.client.post('/api/tasks/getAllTasks', body, afterLatest(latest));
  expect(answer.status).toBe(200);
  expect(Calls.tasks.getAllTasks.output.safeParse(answer.body).success).toBe(true);
  return answer.body as Board;
};
const column = (b: Board, bucket: DueBucket, today: string) => b.tasks.filter((t) => dueBucketOf(t.data.dueDate, today) === bucket);

/** Sends the calls ten at a time. */
const inBatches = async <T>(items: readonly T[], send: (item: T) => Promise<Answer>): Promise<Answer[]> => {
  const answers: Answer[] = [];
  for (let i = 0; i < items.length; i += 10) answers.push(...(await Promise.all(items.slice(i, i + 10).map(send))));
  for (const a of answers) if (a.status !== 200) throw new Error(`setup: ${a.status} ${a.text}`);
  return answers;
};

describe('the board answers each column capped, with its full count', () => {
  let projectID = '';
  let saved: Answer[] = [];
  /** The open overdue tasks' due dates (as of TODAY), earliest first. */
  let overdueDates: string[] = [];

  beforeAll(async () => {
    projectID = await createProject(world.editor, unique('Crowded board'));
    // CAP + 2 overdue, created latest-due first so that the order by due date is not the order of creation.
    const overdue = Array.from({ length: CAP + 2 }, (_, i) => addDays('2030-01-01', CAP + 1 - i));
    const others = ['2030-06-10', '2030-06-12', '2030-06-13', null];
    saved = await inBatches([...overdue, ...others], (dueDate) => boss.client.post('/api/tasks/save', { text: `Due ${dueDate ?? 'never'}`, targetUserID: ada.userID, projectID, notes: '', dueDate }));
    // One overdue task ticked off: the board neither lists nor counts it.
    const earliest = saved[CAP + 1]!.body.taskID as string;
    const ticked = await ada.client.post('/api/tasks/userToggleTask', { taskID: earliest, status: 2 });
    expect(ticked.status).toBe(200);
    saved.push(ticked);
    overdueDates = overdue.slice(0, CAP + 1).sort();
  }, 120_000);

  it('counts every open task of each column as of the asker’s day, and lists the first of each by due date', async () => {
    const b = await board({ projectID, today: TODAY }, saved);
    expect(b.counts).toEqual({ overdue: CAP + 1, dueSoon: 2, due: 2 });
    expect(column(b, 'overdue', TODAY).map((t) => t.data.dueDate)).toEqual(overdueDates.slice(0, CAP));
    expect(column(b, 'dueSoon', TODAY).map((t) => t.data.dueDate)).toEqual(['2030-06-10', '2030-06-12']);
    expect(column(b, 'due', TODAY).map((t) => t.data.dueDate)).toEqual(['2030-06-13', null]);
    expect(b.tasks).toHaveLength(CAP + 4);
    expect(b.tasks.every((t) => t.status === 1 && t.data.projectID === projectID)).toBe(true);
    // The answer is in the board's order: the columns follow each other by due date.
    expect(b.tasks.map((t) => t.data.dueDate ?? '9999')).toEqual(b.tasks.map((t) => t.data.dueDate ?? '9999').sort());
  });

  it('moves the columns with the asker’s day', async () => {
    const b = await board({ projectID, today: '2030-06-11' }, saved);
    expect(b.counts).toEqual({ overdue: CAP + 2, dueSoon: 2, due: 1 });
    expect(column(b, 'dueSoon', '2030-06-11').map((t) => t.data.dueDate)).toEqual(['2030-06-12', '2030-06-13']);
  });

  it('without a day of the asker’s, counts by the server’s UTC day', async () => {
    const utc = new Date().toISOString().slice(0, 10);
    // Every due date here is years after today: all in Due, the dated ones first and the undated last.
    expect(utc < '2029-01-01').toBe(true);
    const b = await board({ projectID }, saved);
    expect(b.counts).toEqual({ overdue: 0, dueSoon: 0, due: CAP + 5 });
    expect(b.tasks.map((t) => t.data.dueDate)).toEqual([...overdueDates, '2030-06-10', '2030-06-12', '2030-06-13'].slice(0, CAP));
  });

  it('caps All and every other filter the same way', async () => {
    const all = await board({ today: TODAY }, saved);
    expect(all.counts.overdue).toBeGreaterThanOrEqual(CAP + 1);
    expect(column(all, 'overdue', TODAY)).toHaveLength(CAP);
    expect(column(all, 'dueSoon', TODAY).length).toBe(Math.min(CAP, all.counts.dueSoon));
    expect(column(all, 'due', TODAY).length).toBe(Math.min(CAP, all.counts.due));
    const byAssignee = await board({ assigneeUserID: ada.userID, assignerUserID: boss.userID, today: TODAY }, saved);
    expect(byAssignee.counts).toEqual({ overdue: CAP + 1, dueSoon: 2, due: 2 });
    expect(column(byAssignee, 'overdue', TODAY).map((t) => t.data.dueDate)).toEqual(overdueDates.slice(0, CAP));
    const nobody = await board({ assigneeUserID: world.viewer.userID, projectID, today: TODAY }, saved);
    expect(nobody).toEqual(expect.objectContaining({ tasks: [], counts: { overdue: 0, dueSoon: 0, due: 0 } }));
  });
});

it('refuses a day that is not a calendar day, naming the field', async () => {
  for (const today of ['2030-02-30', 'tomorrow', '2030-06-10T00:00:00Z', 20300610]) {
    expectFieldErrors(await boss.client.post('/api/tasks/getAllTasks', { today }), ['today']);
  }
});
