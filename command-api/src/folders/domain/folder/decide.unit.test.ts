import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { folderAggregate } from './aggregate';
import { folderReservations } from './reservations';
import type { FolderEvent, FolderState } from './state';

const { given } = deciderSpec(folderAggregate);
const projectGroupID = 'f-1';
const created: FolderEvent = { type: 'FolderCreated', data: { projectGroupID, name: 'Biology' } };
const archived: FolderEvent = { type: 'FolderArchived', data: { projectGroupID } };
const deleted: FolderEvent = { type: 'FolderDeleted', data: { projectGroupID } };
const revived: FolderEvent = { type: 'FolderRevived', data: { projectGroupID } };
const holder = (status: FolderState['status']): FolderState => ({ projectGroupID: 'f-other', name: 'Biology', status, boards: [] });

describe('creating a folder', () => {
  const create = { type: 'CreateFolder' as const, projectGroupID, name: 'Biology', nameHolder: null };

  it('creates it', () => {
    given([]).when(create).then([created]);
  });

  it('refuses the name of an active folder', () => {
    given([])
      .when({ ...create, nameHolder: holder(1) })
      .thenFails('folderNameTaken', Messages.folderExists);
  });

  it('refuses the name of an archived folder', () => {
    given([])
      .when({ ...create, nameHolder: holder(2) })
      .thenFails('folderNameTaken', Messages.folderExists);
  });

  it('decides nothing for the name of a deleted folder, so the call answers no folder and the client offers Revive', () => {
    given([])
      .when({ ...create, nameHolder: holder(0) })
      .then([]);
  });

  it('claims the lower-cased name', () => {
    expect(folderReservations([{ type: 'FolderCreated', data: { projectGroupID, name: ' Biology ' } }], folderAggregate.key)).toEqual({ reserve: [{ scope: 'folder-name', key: 'biology' }] });
  });
});

describe('folder status', () => {
  describe('when the folder is active', () => {
    it('archives it', () => {
      given([created]).when({ type: 'ArchiveFolder' }).then([archived]);
    });
    it('deletes it', () => {
      given([created]).when({ type: 'DeleteFolder' }).then([deleted]);
    });
    it('refuses to revive it', () => {
      given([created]).when({ type: 'ReviveFolder' }).thenFails('invalidState', 'The folder is already active.');
    });
  });

  describe('when the folder is archived', () => {
    it('revives it', () => {
      given([created, archived]).when({ type: 'ReviveFolder' }).then([revived]);
    });
    it('deletes it', () => {
      given([created, archived]).when({ type: 'DeleteFolder' }).then([deleted]);
    });
    it('refuses to archive it again', () => {
      given([created, archived]).when({ type: 'ArchiveFolder' }).thenFails('invalidState');
    });
  });

  describe('when the folder is deleted', () => {
    it('revives it', () => {
      given([created, deleted]).when({ type: 'ReviveFolder' }).then([revived]);
    });
    it('refuses to archive it', () => {
      given([created, deleted]).when({ type: 'ArchiveFolder' }).thenFails('invalidState');
    });
    it('refuses to delete it again', () => {
      given([created, deleted]).when({ type: 'DeleteFolder' }).thenFails('invalidState');
    });
  });

  it('refuses an unknown folder', () => {
    given([]).when({ type: 'ArchiveFolder' }).thenFails('notFound');
    given([]).when({ type: 'ReviveFolder' }).thenFails('notFound');
    given([]).when({ type: 'DeleteFolder' }).thenFails('notFound');
  });
});

describe('card-board data of a folder', () => {
  const boards = [{ id: 'b1', lists: [{ id: 'l1', taskID: 1 }] }];

  it('sets the boards and lists', () => {
    given([created])
      .when({ type: 'UpdateFolderTrelloData', boards })
      .then([{ type: 'FolderTrelloDataUpdated', data: { projectGroupID, boards } }]);
  });

  it('does nothing when they are unchanged', () => {
    given([created, { type: 'FolderTrelloDataUpdated', data: { projectGroupID, boards } }])
      .when({ type: 'UpdateFolderTrelloData', boards })
      .then([]);
  });

  it('refuses a deleted folder', () => {
    given([created, deleted]).when({ type: 'UpdateFolderTrelloData', boards }).thenFails('notFound');
  });
});
