import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { fileAggregate } from './aggregate';
import type { FileCommand } from './decide';
import type { FileEvent } from './state';

const { given } = deciderSpec(fileAggregate);
const fileID = 'f1';
const url = '/api/v1/blobs/assets/cut.mp4';
type Upload = Extract<FileCommand, { type: 'UploadFile' }>;
const upload: Upload = {
  type: 'UploadFile',
  fileID,
  uuid: 'u1',
  name: 'Cut.mp4',
  fileType: 'mp4',
  url,
  size: 10,
  projectAssetType: null,
  userID: 3,
  userName: 'Ada Lovelace',
  project: { id: 'p1', name: 'Cells' },
  placement: null,
  stored: { purpose: 'asset', extension: 'mp4', size: 10, uploaderID: 3 },
  reviewCheck: { contentMatches: true },
};
const uploaded: FileEvent = {
  type: 'FileUploaded',
  data: { fileID, uuid: 'u1', name: 'Cut.mp4', type: 'mp4', url, size: 10, projectID: 'p1', projectAssetType: null, userID: 3, userName: 'Ada Lovelace' },
};
const linked: FileEvent = { type: 'FileLinkedToProject', data: { fileID, projectID: 'p1', projectName: 'Cells' } };
const stored = (extension: string) => ({ purpose: 'asset' as const, extension, size: 10, uploaderID: 3 });

describe("a project's file for review", () => {
  it('is recorded and linked to its project', () => {
    given([]).when(upload).then([uploaded, linked]);
  });

  it('takes every review type: svg, mov, avi, mp4, png, jpeg, jpg, gif', () => {
    for (const type of ['svg', 'mov', 'avi', 'mp4', 'png', 'jpeg', 'jpg', 'gif']) {
      const decision = fileAggregate.decide({ ...upload, name: `a.${type}`, fileType: type, stored: stored(type) }, null);
      expect(Array.isArray(decision)).toBe(true);
    }
  });

  it('refuses any other type, naming the type', () => {
    const refused = given([])
      .when({ ...upload, name: 'notes.pdf', fileType: 'pdf', stored: stored('pdf') })
      .thenFails('validation', Messages.notAReviewType);
    expect(refused.fields).toEqual({ type: Messages.notAReviewType });
  });

  it('refuses stored bytes that are not what the extension says, or were not checked, naming the url', () => {
    const refused = given([])
      .when({ ...upload, reviewCheck: { contentMatches: false } })
      .thenFails('validation');
    expect(refused.fields).toEqual({ url: Messages.reviewContentDiffers('mp4') });
    const { reviewCheck: _unchecked, ...unchecked } = upload;
    given([]).when(unchecked).thenFails('validation', Messages.reviewContentDiffers('mp4'));
  });

  it('leaves a project asset (spec 001) to its own types', () => {
    given([])
      .when({ ...upload, name: 'script.pdf', fileType: 'pdf', stored: stored('pdf'), projectAssetType: 'script', reviewCheck: undefined })
      .then([{ type: 'FileUploaded', data: { ...uploaded.data, name: 'script.pdf', type: 'pdf', projectAssetType: 'script' } } as FileEvent, linked]);
  });

  it('counts its versions', () => {
    const version: FileEvent = { type: 'FileVersionAdded', data: { fileID, url: '/api/v1/blobs/assets/cut2.mp4', size: 12, userID: 3, userName: 'Ada Lovelace' } };
    const state = [uploaded, linked, version, version].reduce(fileAggregate.evolve, null);
    expect(state).toMatchObject({ version: 3, uuid: 'u1', type: 'mp4', projectAssetType: null });
  });
});

describe('the name a file for review is found by', () => {
  const key = (value: string) => fileAggregate.key('projectname', value);
  const state = [uploaded, linked].reduce(fileAggregate.evolve, null);

  it('is claimed by its upload, case-insensitively', () => {
    expect(fileAggregate.claimsOf([uploaded, linked], null, upload).reserve).toEqual([key('p1/cut.mp4')]);
  });

  it('is not claimed by a project asset or a library file', () => {
    const asset: FileEvent = { type: 'FileUploaded', data: { ...uploaded.data, projectAssetType: 'script' } };
    const library: FileEvent = { type: 'FileUploaded', data: { ...uploaded.data, projectID: null } };
    expect(fileAggregate.claimsOf([asset], null, upload).reserve).toEqual([]);
    expect(fileAggregate.claimsOf([library], null, upload).reserve).toEqual([]);
  });

  it('is given up when the file leaves the project, is renamed or deleted', () => {
    const unlinked: FileEvent = { type: 'FileUnlinkedFromProject', data: { fileID, projectID: 'p1' } };
    const renamed: FileEvent = { type: 'FileRenamed', data: { fileID, name: 'Other.mp4', previousName: 'Cut.mp4' } };
    const deleted: FileEvent = { type: 'FileDeleted', data: { fileID } };
    for (const event of [unlinked, renamed, deleted]) expect(fileAggregate.claimsOf([event], state, { type: 'DeleteFile' }).release).toEqual([key('p1/Cut.mp4')]);
  });
});
