import { joinsUploadGroup } from './grouping';

const group = { userID: 7, startedOn: '2026-03-01T10:00:00.000Z' };

describe('the upload grouping rule', () => {
  it('given no earlier upload, an upload starts a group', () => {
    expect(joinsUploadGroup(null, { userID: 7, time: '2026-03-01T10:00:00.000Z' })).toBe(false);
  });

  it('given the same user within the hour of the first upload, the upload joins', () => {
    expect(joinsUploadGroup(group, { userID: 7, time: '2026-03-01T10:00:00.000Z' })).toBe(true);
    expect(joinsUploadGroup(group, { userID: 7, time: '2026-03-01T10:59:59.999Z' })).toBe(true);
  });

  it('given an hour or more since the first upload, the upload starts a new group, even when the last upload was recent', () => {
    expect(joinsUploadGroup(group, { userID: 7, time: '2026-03-01T11:00:00.000Z' })).toBe(false);
    expect(joinsUploadGroup(group, { userID: 7, time: '2026-03-02T10:30:00.000Z' })).toBe(false);
  });

  it('given another user, the upload starts a group of its own', () => {
    expect(joinsUploadGroup(group, { userID: 8, time: '2026-03-01T10:10:00.000Z' })).toBe(false);
  });

  it('given a time before the group began (clocks out of order), the upload starts a new group', () => {
    expect(joinsUploadGroup(group, { userID: 7, time: '2026-03-01T09:59:59.000Z' })).toBe(false);
  });
});
