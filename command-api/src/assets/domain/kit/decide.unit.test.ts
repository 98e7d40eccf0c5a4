import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { kitAggregate } from './aggregate';
import type { KitEvent, KitState } from './state';

const { given } = deciderSpec(kitAggregate);
const kitID = '100000000000001';
const root = 'root-1';
const created: KitEvent = { type: 'KitCreated', data: { kitID, name: 'Cell Biology', slug: 'Cell-Biology', rootDirectoryID: root, visibility: 'internal' } };
const dir = (directoryID: string, parentID: string, name = directoryID): KitEvent => ({ type: 'DirectoryCreated', data: { kitID, directoryID, name, parentID } });
const deleted: KitEvent = { type: 'KitDeleted', data: { kitID } };
const holder = (deletedKit: boolean): KitState => ({
  kitID: 'other',
  name: 'cell biology',
  slug: 'cell-biology',
  rootDirectoryID: 'r',
  visibility: 'internal',
  thumbnail: null,
  deleted: deletedKit,
  directories: {},
});

describe('creating a kit', () => {
  const create = { type: 'CreateKit' as const, kitID, name: 'Cell Biology', rootDirectoryID: root, visibility: 'internal' as const, slugHolder: null };

  it('creates it with its URL name: the name with spaces as dashes', () => {
    given([]).when(create).then([created]);
  });

  it('refuses a URL name another kit holds, whatever its case', () => {
    given([])
      .when({ ...create, slugHolder: holder(false) })
      .thenFails('kitNameTaken', Messages.kitExists);
  });

  it('takes the URL name of a deleted kit', () => {
    given([])
      .when({ ...create, slugHolder: holder(true) })
      .then([created]);
  });

  it('decides nothing when the same kit is created again (a retry, a fixed kit at start)', () => {
    given([created]).when(create).then([]);
  });

  it('claims the slug, and gives it up when the kit is deleted', () => {
    expect(kitAggregate.claimsOf([created], null, create)).toEqual({ reserve: [{ scope: 'kit-slug', key: 'cell-biology' }], release: [] });
    const state = kitAggregate.evolve(null, created);
    expect(kitAggregate.claimsOf([deleted], state, { type: 'DeleteKit' })).toEqual({ reserve: [], release: [{ scope: 'kit-slug', key: 'cell-biology' }] });
  });
});

describe('kit settings', () => {
  it('deletes a kit', () => {
    given([created]).when({ type: 'DeleteKit' }).then([deleted]);
  });
  it('refuses to delete a fixed move-to kit', () => {
    const fixed: KitEvent = { type: 'KitCreated', data: { kitID: '72', name: '1_Gumbies', slug: '1_Gumbies', rootDirectoryID: 'r72', visibility: 'internal' } };
    given([fixed]).when({ type: 'DeleteKit' }).thenFails('invalidState');
  });
  it('refuses a deleted or unknown kit', () => {
    given([created, deleted]).when({ type: 'DeleteKit' }).thenFails('notFound', Messages.kitNotFound);
    given([]).when({ type: 'ChangeKitVisibility', visibility: 'public-read' }).thenFails('notFound');
  });
  it('makes a kit public-read, and does nothing when it already is', () => {
    const changed: KitEvent = { type: 'KitVisibilityChanged', data: { kitID, visibility: 'public-read' } };
    given([created]).when({ type: 'ChangeKitVisibility', visibility: 'public-read' }).then([changed]);
    given([created, changed]).when({ type: 'ChangeKitVisibility', visibility: 'public-read' }).then([]);
  });
  describe('its thumbnail', () => {
    const thumbnail = '/api/v1/blobs/kitThumbnail/2026/01/0f8fad5b-d9cb-469f-a165-70867728950e.png';
    const stored = { purpose: 'kitThumbnail' as const, extension: 'png', size: 10, uploaderID: 2 };
    const change = { type: 'ChangeKitThumbnail' as const, thumbnail, stored, actorID: 2 };
    const changed: KitEvent = { type: 'KitThumbnailChanged', data: { kitID, thumbnail } };

    it("sets the setter's own kit thumbnail upload, and does nothing when it is the kit's already", () => {
      given([created]).when(change).then([changed]);
      given([created, changed])
        .when({ ...change, stored: 'noFile', actorID: 3 })
        .then([]);
    });
    it("refuses another user's upload, any other kind of upload, a staging address or no file, naming the thumbnail", () => {
      expect(
        given([created])
          .when({ ...change, actorID: 3 })
          .thenFails('validation', Messages.uploadedBySomeoneElse).fields,
      ).toEqual({ thumbnail: Messages.uploadedBySomeoneElse });
      given([created])
        .when({ ...change, stored: { ...stored, purpose: 'pronunciation', extension: 'mp3' } })
        .thenFails('validation', Messages.notAKitThumbnailUpload);
      given([created])
        .when({ ...change, stored: { ...stored, purpose: 'asset' } })
        .thenFails('validation', Messages.notAKitThumbnailUpload);
      given([created])
        .when({ ...change, stored: 'notAnUpload' })
        .thenFails('validation', Messages.notAnUploadAddress);
      given([created])
        .when({ ...change, stored: 'noFile' })
        .thenFails('validation', Messages.noStoredFile);
    });
  });
  it('orders its files, each once', () => {
    given([created])
      .when({ type: 'ReorderKitFiles', fileIDs: ['b', 'a', 'b'] })
      .then([{ type: 'KitFilesReordered', data: { kitID, fileIDs: ['b', 'a'] } }]);
  });
});

describe('directories', () => {
  it('creates one at the top (under the root) and one inside it', () => {
    given([created])
      .when({ type: 'CreateDirectory', directoryID: 'd1', name: 'Cells', parentID: null })
      .then([dir('d1', root, 'Cells')]);
    given([created, dir('d1', root)])
      .when({ type: 'CreateDirectory', directoryID: 'd2', name: 'd2', parentID: 'd1' })
      .then([dir('d2', 'd1')]);
  });
  it('refuses a parent that is not in the kit', () => {
    given([created]).when({ type: 'CreateDirectory', directoryID: 'd1', name: 'x', parentID: 'elsewhere' }).thenFails('notFound', Messages.directoryNotFound);
  });
  it('refuses to nest deeper than the limit', () => {
    const chain = [created, dir('d1', root), ...Array.from({ length: 19 }, (_, i) => dir(`d${i + 2}`, `d${i + 1}`))];
    given(chain).when({ type: 'CreateDirectory', directoryID: 'deep', name: 'deep', parentID: 'd20' }).thenFails('invalidState');
  });
  it('renames one, and does nothing for the same name', () => {
    given([created, dir('d1', root, 'Cells')])
      .when({ type: 'RenameDirectory', directoryID: 'd1', name: 'Tissues' })
      .then([{ type: 'DirectoryRenamed', data: { kitID, directoryID: 'd1', name: 'Tissues', previousName: 'Cells' } }]);
    given([created, dir('d1', root, 'Cells')])
      .when({ type: 'RenameDirectory', directoryID: 'd1', name: 'Cells' })
      .then([]);
  });
  it('deletes one with every directory under it', () => {
    given([created, dir('d1', root), dir('d2', 'd1'), dir('d3', 'd2'), dir('d4', root)])
      .when({ type: 'DeleteDirectory', directoryID: 'd1' })
      .then([{ type: 'DirectoryDeleted', data: { kitID, directoryID: 'd1', removedDirectoryIDs: ['d1', 'd2', 'd3'] } }]);
  });
  it('refuses to rename or delete the root or a deleted directory', () => {
    given([created]).when({ type: 'DeleteDirectory', directoryID: root }).thenFails('notFound');
    given([created]).when({ type: 'RenameDirectory', directoryID: root, name: 'x' }).thenFails('notFound');
    const gone: KitEvent = { type: 'DirectoryDeleted', data: { kitID, directoryID: 'd1', removedDirectoryIDs: ['d1'] } };
    given([created, dir('d1', root), gone])
      .when({ type: 'DeleteDirectory', directoryID: 'd1' })
      .thenFails('notFound');
  });
});
