import { Messages } from '@wb/contracts';
import { runWithFakes } from '../../../testing/sagaHarness';
import { adminSectionOpened } from '../adminActions';
import { watchFolders } from './foldersSagas';
import {
  deletedFolderReviveRequested, newFolderDialogOpened, newFolderNameChanged, newFolderSaveRequested, rowActionRequested,
} from './foldersSlice';
import { addBoard, addList, removeList } from './boardsEditing';

const biology = { projectGroupID: 'f-1', name: 'Biology', status: 1, createdOn: '2024-01-01', projects: 0, data: { trello: { boards: [] } } };

describe('the folders admin', () => {
  it('lists every folder when the section opens', async () => {
    const h = runWithFakes(watchFolders, { '/admin/getAllProjectGroups': () => ({ groups: [biology] }) });
    h.dispatch(adminSectionOpened('folders'));
    await h.settle();
    expect(h.state().folders.groups.map((g) => g.name)).toEqual(['Biology']);
    h.task.cancel();
  });

  it('offers to revive a deleted folder when creating answers no folder, and revives it by name', async () => {
    const h = runWithFakes(watchFolders, {
      '/admin/folders/createGroup': () => ({ projectGroup: null }),
      '/admin/folders/reviveGroupByName': () => ({ projectGroup: { projectGroupID: 'f-1', name: 'Biology' } }),
      '/admin/getAllProjectGroups': () => ({ groups: [biology] }),
    });
    h.dispatch(newFolderDialogOpened());
    h.dispatch(newFolderNameChanged(' Biology '));
    h.dispatch(newFolderSaveRequested());
    await h.settle();
    expect(h.state().folders.newFolder.deletedName).toBe('Biology');
    expect(h.state().folders.newFolder.open).toBe(true);
    expect(Messages.folderExistsDeleted).toBe('Oh oh, that folder already exists, but was deleted.');
    h.dispatch(deletedFolderReviveRequested());
    await h.settle();
    expect(h.calls.find((c) => c.path === '/admin/folders/reviveGroupByName')?.input).toEqual({ groupName: 'Biology' });
    expect(h.state().folders.newFolder.open).toBe(false);
    h.task.cancel();
  });

  it('archives, deletes and revives by id, showing the row busy meanwhile', async () => {
    const h = runWithFakes(watchFolders, {
      '/admin/folders/archiveGroup': () => ({ ok: true }),
      '/project/deleteGroup': () => ({ ok: true }),
      '/admin/folders/reviveGroupByID': () => ({ ok: true }),
      '/admin/getAllProjectGroups': () => ({ groups: [biology] }),
    });
    h.dispatch(rowActionRequested({ id: 'f-1', action: 'archive' }));
    expect(h.state().folders.busy['f-1']).toBe('archive');
    await h.settle();
    expect(h.state().folders.busy['f-1']).toBeUndefined();
    h.dispatch(rowActionRequested({ id: 'f-1', action: 'delete' }));
    h.dispatch(rowActionRequested({ id: 'f-2', action: 'revive' }));
    await h.settle();
    expect(h.calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/admin/folders/archiveGroup', '/project/deleteGroup', '/admin/folders/reviveGroupByID']));
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
