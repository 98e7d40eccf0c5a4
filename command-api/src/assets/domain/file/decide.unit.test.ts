import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { fileAggregate } from './aggregate';
import type { FileEvent } from './state';
import type { FileCommand, KitTarget, Placement } from './decide';
import type { KitState } from '../kit/state';

const { given } = deciderSpec(fileAggregate);
const fileID = 'f1';
const url = '/api/v1/blobs/assets/abc';
const kitState = (kitID: string, extra: Partial<KitState> = {}): KitState => ({
  kitID,
  name: `Kit ${kitID}`,
  slug: `Kit-${kitID}`,
  rootDirectoryID: `root-${kitID}`,
  visibility: 'internal',
  thumbnail: null,
  deleted: false,
  directories: { [`root-${kitID}`]: { name: 'root', parentID: null }, [`dir-${kitID}`]: { name: 'Cells', parentID: `root-${kitID}` } },
  ...extra,
});
const kitA: KitTarget = { kitID: 'A', kit: kitState('A') };
const kitB: KitTarget = { kitID: 'B', kit: kitState('B') };
const uploaded: FileEvent = {
  type: 'FileUploaded',
  data: { fileID, uuid: 'u1', name: 'cell.png', type: 'png', url, size: 10, projectID: null, projectAssetType: null, userID: 3, userName: 'Ada Lovelace' },
};
const linkedA: FileEvent = { type: 'FileLinkedToKit', data: { fileID, kitID: 'A', linkID: 'lA', directoryID: null, index: null } };
const inDirA: FileEvent = { type: 'FileAddedToDirectory', data: { fileID, kitID: 'A', linkID: 'lA', directoryID: 'dir-A' } };
const deleted: FileEvent = { type: 'FileDeleted', data: { fileID } };
const placement = (target: KitTarget, directoryID: string | null = null): Placement => ({ target, linkID: 'lA', directoryID, index: 0 });

describe('uploading a file', () => {
  const upload = {
    type: 'UploadFile' as const,
    fileID,
    uuid: 'u1',
    name: 'cell.png',
    fileType: 'png',
    url,
    size: 10,
    projectAssetType: null,
    userID: 3,
    userName: 'Ada Lovelace',
    project: null,
    placement: null,
    stored: { purpose: 'asset' as const, extension: 'png', size: 10, uploaderID: 3 },
  };

  it('records it', () => {
    given([]).when(upload).then([uploaded]);
  });

  describe("when the stored file is not the caller's own, as described", () => {
    it('refuses an address of no upload or of no file, naming the url', () => {
      given([])
        .when({ ...upload, stored: 'notAnUpload' })
        .thenFails('validation', Messages.notAnUploadAddress);
      given([])
        .when({ ...upload, stored: 'noFile' })
        .thenFails('validation', Messages.noStoredFile);
    });
    it("refuses another user's upload, and one whose uploader is not known", () => {
      given([])
        .when({ ...upload, stored: { ...upload.stored, uploaderID: 4 } })
        .thenFails('validation', Messages.uploadedBySomeoneElse);
      given([])
        .when({ ...upload, stored: { ...upload.stored, uploaderID: null } })
        .thenFails('validation', Messages.uploadedBySomeoneElse);
    });
    it('refuses a name, a type or a size the stored file belies', () => {
      const fieldsOf = (command: Extract<FileCommand, { type: 'UploadFile' }>) => given([]).when(command).thenFails('validation').fields;
      expect(fieldsOf({ ...upload, name: 'invoice.pdf' })).toEqual({ name: Messages.storedExtensionDiffers('png') });
      expect(fieldsOf({ ...upload, fileType: 'pdf' })).toEqual({ type: Messages.storedTypeDiffers('png') });
      expect(fieldsOf({ ...upload, size: 11 })).toEqual({ size: Messages.storedSizeDiffers(10) });
      expect(fieldsOf({ ...upload, stored: 'noFile' })).toEqual({ url: Messages.noStoredFile });
    });
    it('takes a name without an extension, and jpg for jpeg', () => {
      const jpeg = { ...upload, stored: { ...upload.stored, extension: 'jpeg' } };
      given([])
        .when({ ...jpeg, name: 'cell', fileType: 'jpg' })
        .then([{ type: 'FileUploaded', data: { ...uploaded.data, name: 'cell', type: 'jpg' } } as FileEvent]);
    });
  });

  it('records it in a kit, in a directory of that kit', () => {
    given([])
      .when({ ...upload, placement: placement(kitA, 'dir-A') })
      .then([uploaded, { ...linkedA, data: { ...linkedA.data, directoryID: 'dir-A', index: 0 } }]);
  });

  it('records it as a project file', () => {
    const withProject: FileEvent = { type: 'FileUploaded', data: { ...uploaded.data, projectID: 'p1', projectAssetType: 'script' } as never };
    given([])
      .when({ ...upload, projectAssetType: 'script', project: { id: 'p1', name: 'Cells' } })
      .then([withProject, { type: 'FileLinkedToProject', data: { fileID, projectID: 'p1', projectName: 'Cells' } }]);
  });

  it('refuses the All kit', () => {
    given([])
      .when({ ...upload, placement: placement({ kitID: 'all', kit: null }) })
      .thenFails('invalidState', Messages.noUploadsToAllKit);
  });

  it('refuses a missing or deleted kit, and a directory of another kit', () => {
    given([])
      .when({ ...upload, placement: placement({ kitID: 'Z', kit: null }) })
      .thenFails('notFound', Messages.kitNotFound);
    given([])
      .when({ ...upload, placement: placement({ kitID: 'A', kit: kitState('A', { deleted: true }) }) })
      .thenFails('notFound');
    given([])
      .when({ ...upload, placement: placement(kitA, 'dir-B') })
      .thenFails('notFound', Messages.directoryNotFound);
  });

  it('decides nothing when retried', () => {
    given([uploaded]).when(upload).then([]);
  });
});

describe('renaming, versions and deleting', () => {
  it('renames one file', () => {
    given([uploaded])
      .when({ type: 'RenameFile', name: 'nucleus.png' })
      .then([{ type: 'FileRenamed', data: { fileID, name: 'nucleus.png', previousName: 'cell.png' } }]);
    given([uploaded]).when({ type: 'RenameFile', name: 'cell.png' }).then([]);
  });

  it('adds a version that replaces the url and size', () => {
    const version = { url: '/api/v1/blobs/assets/v2', size: 20, userID: 4, userName: 'Grace Hopper' };
    given([uploaded])
      .when({ type: 'AddFileVersion', ...version })
      .then([{ type: 'FileVersionAdded', data: { fileID, ...version } }]);
    expect(fileAggregate.evolve(fileAggregate.evolve(null, uploaded), { type: 'FileVersionAdded', data: { fileID, ...version } })).toMatchObject({ url: version.url, size: 20 });
  });

  it('deletes it once; the deleted file refuses changes', () => {
    given([uploaded]).when({ type: 'DeleteFile' }).then([deleted]);
    given([uploaded, deleted]).when({ type: 'DeleteFile' }).then([]);
    given([uploaded, deleted]).when({ type: 'RenameFile', name: 'x.png' }).thenFails('notFound', Messages.fileNotFound);
  });

  it('refuses an unknown file', () => {
    given([]).when({ type: 'DeleteFile' }).thenFails('notFound');
  });
});

describe('kit links', () => {
  it('links a file to a kit, once', () => {
    given([uploaded])
      .when({ type: 'LinkFileToKit', ...placement(kitA), index: null })
      .then([linkedA]);
    given([uploaded, linkedA])
      .when({ type: 'LinkFileToKit', ...placement(kitA), index: null })
      .then([]);
  });

  it('refuses to link to the All kit', () => {
    given([uploaded])
      .when({ type: 'LinkFileToKit', ...placement({ kitID: 'all', kit: null }) })
      .thenFails('invalidState');
  });

  it('unlinks by link id, and refuses a link it does not hold', () => {
    given([uploaded, linkedA])
      .when({ type: 'UnlinkFileFromKit', linkIDs: ['lA'] })
      .then([{ type: 'FileUnlinkedFromKit', data: { fileID, kitID: 'A', linkID: 'lA' } }]);
    given([uploaded])
      .when({ type: 'UnlinkFileFromKit', linkIDs: ['lA'] })
      .thenFails('notFound', Messages.linkNotFound);
  });

  it('claims and releases link ids', () => {
    expect(fileAggregate.claimsOf([linkedA], null, { type: 'DeleteFile' })).toEqual({ reserve: [{ scope: 'file-link', key: 'la' }], release: [] });
  });
});

describe('moving a file between kits', () => {
  const moveToB = { type: 'MoveFileToKit' as const, fromKitID: 'A', target: kitB, linkID: 'lB' };

  it('links it to the target and unlinks it from the source in one event', () => {
    given([uploaded, linkedA])
      .when(moveToB)
      .then([{ type: 'FileMovedToKit', data: { fileID, fromKitID: 'A', toKitID: 'B', removedLinkID: 'lA', linkID: 'lB' } }]);
  });

  it('only unlinks it from the source when it is already in the target', () => {
    const linkedB: FileEvent = { type: 'FileLinkedToKit', data: { fileID, kitID: 'B', linkID: 'lB0', directoryID: null, index: null } };
    given([uploaded, linkedA, linkedB])
      .when(moveToB)
      .then([{ type: 'FileUnlinkedFromKit', data: { fileID, kitID: 'A', linkID: 'lA' } }]);
  });

  it('refuses a file that is not in the source kit, and a target that is missing or the All kit', () => {
    given([uploaded]).when(moveToB).thenFails('notFound', Messages.linkNotFound);
    given([uploaded, linkedA])
      .when({ ...moveToB, target: { kitID: 'Z', kit: null } })
      .thenFails('notFound', Messages.kitNotFound);
    given([uploaded, linkedA])
      .when({ ...moveToB, target: { kitID: 'all', kit: null } })
      .thenFails('invalidState');
  });

  it('leaves the file out of its old directory', () => {
    const state = [uploaded, linkedA, inDirA, { type: 'FileMovedToKit', data: { fileID, fromKitID: 'A', toKitID: 'B', removedLinkID: 'lA', linkID: 'lB' } } as FileEvent].reduce(
      fileAggregate.evolve,
      null,
    );
    expect(state?.kits).toEqual({ B: { linkID: 'lB', directoryID: null } });
  });
});

describe('directories of a kit', () => {
  it('puts a file of the kit in a directory, and takes it out', () => {
    given([uploaded, linkedA]).when({ type: 'PutFileInDirectory', target: kitA, directoryID: 'dir-A' }).then([inDirA]);
    given([uploaded, linkedA, inDirA])
      .when({ type: 'RemoveFileFromDirectory', kitID: 'A', directoryID: 'dir-A' })
      .then([{ type: 'FileRemovedFromDirectory', data: { fileID, kitID: 'A', linkID: 'lA', directoryID: 'dir-A' } }]);
    given([uploaded, linkedA]).when({ type: 'RemoveFileFromDirectory', kitID: 'A', directoryID: 'dir-A' }).then([]);
  });

  it('refuses a file not in the kit, and a directory not in it', () => {
    given([uploaded]).when({ type: 'PutFileInDirectory', target: kitA, directoryID: 'dir-A' }).thenFails('notFound', Messages.linkNotFound);
    given([uploaded, linkedA]).when({ type: 'PutFileInDirectory', target: kitA, directoryID: 'nope' }).thenFails('notFound', Messages.directoryNotFound);
  });
});

describe('tags and projects', () => {
  it('tags a file once and untags it', () => {
    const tagged: FileEvent = { type: 'FileTagged', data: { fileID, tagID: 't1', tagName: 'Mitosis' } };
    given([uploaded])
      .when({ type: 'TagFile', tags: [{ tagID: 't1', tag: { id: 't1', name: 'Mitosis' } }] })
      .then([tagged]);
    given([uploaded, tagged])
      .when({ type: 'TagFile', tags: [{ tagID: 't1', tag: { id: 't1', name: 'Mitosis' } }] })
      .then([]);
    given([uploaded, tagged])
      .when({ type: 'UntagFile', tagID: 't1' })
      .then([{ type: 'FileUntagged', data: { fileID, tagID: 't1' } }]);
    given([uploaded]).when({ type: 'UntagFile', tagID: 't1' }).then([]);
  });

  it('gives several tags at once, each once', () => {
    const tags = [
      { tagID: 't1', tag: { id: 't1', name: 'Mitosis' } },
      { tagID: 't2', tag: { id: 't2', name: 'Cells' } },
      { tagID: 't1', tag: { id: 't1', name: 'Mitosis' } },
    ];
    given([uploaded])
      .when({ type: 'TagFile', tags })
      .then([
        { type: 'FileTagged', data: { fileID, tagID: 't1', tagName: 'Mitosis' } },
        { type: 'FileTagged', data: { fileID, tagID: 't2', tagName: 'Cells' } },
      ]);
  });

  it('refuses an unknown tag', () => {
    given([uploaded])
      .when({
        type: 'TagFile',
        tags: [
          { tagID: 't1', tag: { id: 't1', name: 'Mitosis' } },
          { tagID: 't9', tag: null },
        ],
      })
      .thenFails('notFound', Messages.tagNotFound);
  });

  it('links a file to a project once and unlinks it', () => {
    const linked: FileEvent = { type: 'FileLinkedToProject', data: { fileID, projectID: 'p1', projectName: 'Cells' } };
    given([uploaded])
      .when({ type: 'LinkFileToProject', projectID: 'p1', project: { id: 'p1', name: 'Cells' } })
      .then([linked]);
    given([uploaded, linked])
      .when({ type: 'LinkFileToProject', projectID: 'p1', project: { id: 'p1', name: 'Cells' } })
      .then([]);
    given([uploaded, linked])
      .when({ type: 'UnlinkFileFromProject', projectID: 'p1', inKitID: null })
      .then([{ type: 'FileUnlinkedFromProject', data: { fileID, projectID: 'p1' } }]);
  });

  it('refuses an unknown project, and a project kit file that is not in that kit', () => {
    given([uploaded]).when({ type: 'LinkFileToProject', projectID: 'p9', project: null }).thenFails('notFound');
    given([uploaded]).when({ type: 'UnlinkFileFromProject', projectID: 'p1', inKitID: 'A' }).thenFails('notFound', Messages.linkNotFound);
  });
});
