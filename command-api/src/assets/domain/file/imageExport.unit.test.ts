import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { FileEvent } from './state';
import { fileAggregate } from './aggregate';
import { exportSourceOf } from './imageExport';

const { given } = deciderSpec(fileAggregate);
const fileID = 'f1';
const uploadedAs = (name: string, url: string): FileEvent => ({
  type: 'FileUploaded',
  data: { fileID, uuid: 'u1', name, type: name.split('.').pop() ?? '', url, size: 10, projectID: null, projectAssetType: null, userID: 3, userName: 'Ada Lovelace' },
});
const png = uploadedAs('Cell.png', '/api/v1/blobs/asset/2026/11/a.png');
const inKit: FileEvent = { type: 'FileLinkedToKit', data: { fileID, kitID: 'A', linkID: 'lA', directoryID: null, index: null } };
const stateOf = (events: FileEvent[]) => events.reduce(fileAggregate.evolve, fileAggregate.initialState);

describe('which files may be exported as images', () => {
  it('answers the current version of a png, jpeg or jpg file, in the kit asked', () => {
    expect(exportSourceOf(stateOf([png, inKit]), 'A')).toEqual({ url: '/api/v1/blobs/asset/2026/11/a.png', name: 'Cell.png' });
    const newer: FileEvent = { type: 'FileVersionAdded', data: { fileID, url: '/api/v1/blobs/asset/2026/11/b.JPG', size: 20, userID: 3, userName: 'Ada' } };
    expect(exportSourceOf(stateOf([png, newer]), undefined)).toEqual({ url: '/api/v1/blobs/asset/2026/11/b.JPG', name: 'Cell.png' });
  });
  it('refuses other types, unknown and deleted files, and a kit the file is not in', () => {
    expect(exportSourceOf(stateOf([uploadedAs('icon.svg', '/api/v1/blobs/asset/x.svg')]), undefined)).toMatchObject({ code: 'validation', fields: { fileID: expect.any(String) } });
    expect(exportSourceOf(null, undefined)).toMatchObject({ code: 'notFound', msg: Messages.fileNotFound });
    expect(exportSourceOf(stateOf([png, { type: 'FileDeleted', data: { fileID } }]), undefined)).toMatchObject({ code: 'notFound' });
    expect(exportSourceOf(stateOf([png]), 'B')).toMatchObject({ code: 'notFound' });
  });
});

describe('recording an image export', () => {
  const record = { type: 'RecordImageExport' as const, url: '/api/v1/blobs/asset/2026/11/c.webp', exportType: 'webp', scale: 2, userID: 3 };
  it('records the exported file on the source file', () => {
    given([png])
      .when(record)
      .then([{ type: 'FileImageExported', data: { fileID, url: record.url, type: 'webp', scale: 2, userID: 3 } }]);
  });
  it('refuses a deleted file', () => {
    given([png, { type: 'FileDeleted', data: { fileID } }])
      .when(record)
      .thenFails('notFound', Messages.fileNotFound);
  });
});
