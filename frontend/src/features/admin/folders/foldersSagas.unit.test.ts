import { Messages, type ProjectGroup } from '@wb/contracts';
import { runWithFakes, type SagaHarness } from '../../../testing/sagaHarness';
import { foldersApi } from './foldersApi';
import { watchFolders } from './foldersSagas';
import { deletedFolderReviveRequested, newFolderDialogOpened, newFolderNameChanged, newFolderSaveRequested, rowActionRequested } from './foldersSlice';
import { addBoard, addList, removeList } from './boardsEditing';

const folder = (name: string, status = 1): ProjectGroup => ({ projectGroupID: `f-${name}`, name, status, createdOn: '2024-01-01', projects: 0, data: { trello: { boards: [] } } });

/** A server whose folders the commands change, as the real one does. */
const server = (initial: ProjectGroup[] = []) => {
  let groups = initial;
  const setStatus = (status: number) => (input: unknown) => {
    const { projectGroupID } = input as { projectGroupID: string };
    groups = groups.map((g) => (g.projectGroupID === projectGroupID ? { ...g, status } : g));
    return { ok: true };
  };
  return {
    '/admin/getAllProjectGroups': () => ({ groups }),
    '/admin/folders/createGroup': (input: unknown) => {
      const { name } = input as { name: string };
      if (groups.some((g) => g.name === name && g.status === 0)) return { projectGroup: null };
      groups = [...groups, folder(name)];
      return { projectGroup: { projectGroupID: `f-${name}`, name } };
    },
    '/admin/folders/reviveGroupByName': (input: unknown) => {
      const { groupName } = input as { groupName: string };
      groups = groups.map((g) => (g.name === groupName ? { ...g, status: 1 } : g));
      return { projectGroup: { projectGroupID: `f-${groupName}`, name: groupName } };
    },
    '/admin/folders/archiveGroup': setStatus(2),
    '/project/deleteGroup': setStatus(0),
    '/admin/folders/reviveGroupByID': setStatus(1),
  };
};

/** The Folders table on screen. */
const showTable = async (h: SagaHarness) => {
  h.store.dispatch(foldersApi.endpoints.adminFolders.initiate({}));
  await h.settle();
};
const tableRows = (h: SagaHarness) => (foldersApi.endpoints.adminFolders.select({})(h.state()).data?.groups ?? []).map((g) => `${g.name}:${g.status}`);

describe('the folders admin', () => {
  it('creates a folder, closes the dialog and shows it in the table', async () => {
    const h = runWithFakes(watchFolders, server());
    await showTable(h);
    h.dispatch(newFolderDialogOpened());
    h.dispatch(newFolderNameChanged(' Biology '));
    h.dispatch(newFolderSaveRequested());
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/admin/folders/createGroup')?.input).toEqual({ name: 'Biology' });
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'Folder Biology created' });
    expect(h.state().folders.newFolder.open).toBe(false);
    expect(tableRows(h)).toEqual(['Biology:1']);
    h.task.cancel();
  });

  it('offers to revive a deleted folder when creating answers no folder, and revives it by name', async () => {
    const h = runWithFakes(watchFolders, server([folder('Biology', 0)]));
    await showTable(h);
    h.dispatch(newFolderDialogOpened());
    h.dispatch(newFolderNameChanged(' Biology '));
    h.dispatch(newFolderSaveRequested());
    await h.settle();
    expect(h.state().folders.newFolder.deletedName).toBe('Biology');
    expect(h.state().folders.newFolder.open).toBe(true);
    expect(Messages.folderExistsDeleted).toBe('Oh oh, that folder already exists, but was deleted.');
    h.dispatch(deletedFolderReviveRequested());
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/admin/folders/reviveGroupByName')?.input).toEqual({ groupName: 'Biology' });
    expect(h.state().folders.newFolder.open).toBe(false);
    expect(tableRows(h)).toEqual(['Biology:1']);
    h.task.cancel();
  });

  it('archives, deletes and revives by id, showing the row busy meanwhile and the new status after', async () => {
    const h = runWithFakes(watchFolders, server([folder('Biology'), folder('Maths', 2)]));
    await showTable(h);
    h.dispatch(rowActionRequested({ id: 'f-Biology', action: 'archive' }));
    expect(h.state().folders.busy['f-Biology']).toBe('archive');
    await h.settle(10);
    expect(h.state().folders.busy['f-Biology']).toBeUndefined();
    expect(tableRows(h)).toEqual(['Biology:2', 'Maths:2']);
    h.dispatch(rowActionRequested({ id: 'f-Biology', action: 'delete' }));
    h.dispatch(rowActionRequested({ id: 'f-Maths', action: 'revive' }));
    await h.settle(10);
    expect(h.calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/admin/folders/archiveGroup', '/project/deleteGroup', '/admin/folders/reviveGroupByID']));
    expect(tableRows(h)).toEqual(['Biology:0', 'Maths:1']);
    h.task.cancel();
  });

  it('edits boards and lists without empty or repeated ids', () => {
    let boards = addBoard([], 'b1');
    boards = addBoard(boards, '');
    boards = addBoard(boards, 'b1');
    boards = addList(boards, 'b1', { id: 'l1', taskID: 1 });
    boards = addList(boards, 'b1', { id: '', taskID: 1 });
    expect(boards).toEqual([{ id: 'b1', lists: [{ id: 'l1', taskID: 1 }] }]);
    expect(removeList(boards, 'b1', 'l1')).toEqual([{ id: 'b1', lists: [] }]);
  });
});
