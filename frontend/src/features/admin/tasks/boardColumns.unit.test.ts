import type { Task } from '@wb/contracts';
import { cappedNote, columnsOf, filterValue } from './boardColumns';

const task = (taskID: string, dueDate: string | null, status: 1 | 2 = 1): Task => ({
  taskID,
  userID: 7,
  status,
  createdOn: '2024-05-01T00:00:00.000Z',
  project: { projectID: 'p1', name: 'Cells' },
  user: { userID: 7, givenName: 'Ada', familyName: 'L', fullName: 'Ada L' },
  creator: { userID: 1, givenName: 'Tess', familyName: 'T', fullName: 'Tess T' },
  taskName: taskID,
  data: { text: taskID, notes: '', dueDate, projectID: 'p1', creatorUserID: 1, completedOn: null },
});

describe('the board columns', () => {
  it('puts a task under 0 days Overdue, 0 to 2 Due soon, 3 or more or none Due', () => {
    const today = '2024-05-10';
    const columns = columnsOf([task('late', '2024-05-09'), task('today', '2024-05-10'), task('two', '2024-05-12'), task('three', '2024-05-13'), task('none', null)], today);
    expect(columns.overdue.map((t) => t.taskID)).toEqual(['late']);
    expect(columns.dueSoon.map((t) => t.taskID)).toEqual(['today', 'two']);
    expect(columns.due.map((t) => t.taskID)).toEqual(['three', 'none']);
  });

  it('lists only open tasks', () => {
    expect(Object.values(columnsOf([task('done', '2024-05-09', 2)], '2024-05-10')).flat()).toEqual([]);
  });

  it('says when a column holds more than it shows, with the counts grouped by thousands', () => {
    expect(cappedNote(100, 1234)).toBe('Showing 100 of 1,234: choose an assignee, assigner or project to narrow it');
    expect(cappedNote(100, 100)).toBeNull();
    expect(cappedNote(3, 3)).toBeNull();
  });

  it('reads All as no filter', () => {
    expect(filterValue('all')).toBeUndefined();
    expect(filterValue('12')).toBe('12');
  });
});
