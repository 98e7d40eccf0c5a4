import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { spaceLeft } from './state';
import { uploadSpaceAggregate } from './aggregate';
import type { UploadSpaceEvent } from './state';

const { given } = deciderSpec(uploadSpaceAggregate);
const userID = 7;
const KB = 1024;
const quota = 100 * KB;
const now = '2026-11-23T10:00:00.000Z';
const until = '2026-11-24T10:00:00.000Z';
const stored = (bytes: number, uploadID?: string): UploadSpaceEvent => ({
  type: 'UploadStored',
  data: { userID, purpose: 'asset', key: `asset/2026/01/${bytes}.png`, bytes, ...(uploadID ? { uploadID } : {}) },
});
const reserved = (uploadID: string, bytes: number, lapses = until): UploadSpaceEvent => ({ type: 'UploadSpaceReserved', data: { userID, uploadID, bytes, until: lapses } });
const released = (uploadID: string): UploadSpaceEvent => ({ type: 'UploadSpaceReleased', data: { userID, uploadID } });
const record = (bytes: number, extra: { uploadID?: string; quota?: number | null } = {}) => ({
  type: 'RecordUpload' as const,
  userID,
  purpose: 'asset',
  key: `asset/2026/01/${bytes}.png`,
  bytes,
  now,
  quota: extra.quota === undefined ? quota : extra.quota,
  ...(extra.uploadID ? { uploadID: extra.uploadID } : {}),
});
const reserve = (uploadID: string, bytes: number, q: number | null = quota) => ({ type: 'ReserveUploadSpace' as const, userID, uploadID, bytes, now, until, quota: q });

describe('storing a file by upload', () => {
  it('records it while it fits, up to the quota exactly', () => {
    given([stored(60 * KB)])
      .when(record(40 * KB))
      .then([stored(40 * KB)]);
  });

  it('refuses a file that does not fit, saying what is left of the quota', () => {
    given([stored(60 * KB)])
      .when(record(40 * KB + 1))
      .thenFails('uploadQuotaExceeded', 'That file does not fit in your upload space (40 KB left of 100 KB).');
  });

  it('counts the space held by resumable uploads under way', () => {
    given([reserved('a', 70 * KB)])
      .when(record(31 * KB))
      .thenFails('uploadQuotaExceeded');
    given([reserved('a', 70 * KB), released('a')])
      .when(record(31 * KB))
      .then([stored(31 * KB)]);
  });

  it('no longer counts a hold past its time, whose end went unrecorded', () => {
    given([reserved('a', 70 * KB, now)])
      .when(record(100 * KB))
      .then([stored(100 * KB)]);
  });

  it("records a resumable upload's file against its own reservation", () => {
    given([stored(20 * KB), reserved('a', 80 * KB)])
      .when(record(80 * KB, { uploadID: 'a' }))
      .then([stored(80 * KB, 'a')]);
  });

  it('binds nobody whose quota is null', () => {
    given([stored(100 * KB)])
      .when(record(5 * KB, { quota: null }))
      .then([stored(5 * KB)]);
  });
});

describe('beginning a resumable upload', () => {
  it('holds its declared size when it fits', () => {
    given([stored(10 * KB)])
      .when(reserve('a', 90 * KB))
      .then([reserved('a', 90 * KB)]);
  });

  it('refuses a declared size above what is left, including what other uploads hold', () => {
    given([stored(10 * KB), reserved('a', 50 * KB)])
      .when(reserve('b', 41 * KB))
      .thenFails('uploadQuotaExceeded', 'That file does not fit in your upload space (40 KB left of 100 KB).');
  });

  it('holds the space once for an upload begun twice', () => {
    given([reserved('a', 90 * KB)])
      .when(reserve('a', 90 * KB))
      .then([]);
  });
});

describe('ending a resumable upload without a file', () => {
  it('frees the space it held, once', () => {
    given([reserved('a', 90 * KB)])
      .when({ type: 'ReleaseUploadSpace', userID, uploadID: 'a' })
      .then([released('a')]);
    given([reserved('a', 90 * KB), released('a')])
      .when({ type: 'ReleaseUploadSpace', userID, uploadID: 'a' })
      .then([]);
    given([stored(90 * KB, 'a')])
      .when({ type: 'ReleaseUploadSpace', userID, uploadID: 'a' })
      .then([]);
  });
});

describe('the space left', () => {
  it('is the quota less what is stored and held, never below zero', () => {
    const state = [stored(30 * KB), reserved('a', 20 * KB), stored(20 * KB, 'a'), reserved('b', 10 * KB)].reduce(uploadSpaceAggregate.evolve, uploadSpaceAggregate.initialState);
    expect(state).toEqual({ storedBytes: 50 * KB, reserved: { b: { bytes: 10 * KB, until } } });
    expect(spaceLeft(state, quota, now)).toBe(40 * KB);
    expect(spaceLeft(state, quota, now, 'b')).toBe(50 * KB);
    expect(spaceLeft(state, quota, until)).toBe(50 * KB);
    expect(spaceLeft(state, 10 * KB, now)).toBe(0);
  });
});
