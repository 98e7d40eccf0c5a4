import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { downloadsAggregate } from './aggregate';
import type { DownloadsEvent } from './state';

const { given } = deciderSpec(downloadsAggregate);
const day = '2026-11-23';
const recorded = (fileTypes: string[]): DownloadsEvent => ({ type: 'DownloadsRecorded', data: { userID: 7, day, fileTypes } });
const record = (fileTypes: string[], limit = 3) => ({ type: 'RecordDownloads' as const, userID: 7, day, fileTypes, limit });

describe('recording downloads against the daily limit', () => {
  it('records the first downloads of the day', () => {
    given([])
      .when(record(['png', 'svg']))
      .then([recorded(['png', 'svg'])]);
  });

  it('records up to the limit exactly', () => {
    given([recorded(['png', 'png'])])
      .when(record(['mp4']))
      .then([recorded(['mp4'])]);
  });

  it('records nothing when the downloads would pass the limit (the call answers limitReached)', () => {
    given([recorded(['png', 'png'])])
      .when(record(['mp4', 'svg']))
      .then([]);
    given([recorded(['png', 'png', 'png'])])
      .when(record(['png']))
      .then([]);
  });

  it('counts each file type asked for as one download', () => {
    expect(downloadsAggregate.evolve({ count: 1 }, recorded(['a', 'b', 'c']))).toEqual({ count: 4 });
  });
});
