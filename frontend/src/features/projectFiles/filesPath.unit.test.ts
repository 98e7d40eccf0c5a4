import { filesPath, filesViewOf, nearestFilesPath, versionOf } from './filesPath';

describe("a project's file addresses", () => {
  it('builds each view', () => {
    expect(filesPath('p-1')).toBe('/project/p-1/files');
    expect(filesPath('p-1', { fileID: '42' })).toBe('/project/p-1/files/42');
    expect(filesPath('p-1', { fileID: '42', comments: true })).toBe('/project/p-1/files/42/comments');
    expect(filesPath('p-1', { fileID: '42', comments: true, commentID: 'c-9' })).toBe('/project/p-1/files/42/comments/c-9');
    expect(filesPath('My project', { fileID: 'a/b' })).toBe('/project/My%20project/files/a%2Fb');
    expect(filesPath('p-1', { fileID: '42', version: 2 })).toBe('/project/p-1/files/42?version=2');
  });

  it('reads the version a link asks for, and nothing else', () => {
    expect(versionOf('version=3')).toBe(3);
    expect(versionOf('')).toBeNull();
    expect(versionOf('version=0')).toBeNull();
    expect(versionOf('version=-1')).toBeNull();
    expect(versionOf('version=1e3')).toBeNull();
  });

  it('reads each view back', () => {
    expect(filesViewOf([])).toEqual({ fileID: null, comments: false, commentID: null });
    expect(filesViewOf(['42'])).toEqual({ fileID: '42', comments: false, commentID: null });
    expect(filesViewOf(['42', 'comments'])).toEqual({ fileID: '42', comments: true, commentID: null });
    expect(filesViewOf(['42', 'comments', 'c-9'])).toEqual({ fileID: '42', comments: true, commentID: 'c-9' });
  });

  it('refuses anything else, and names the nearest address', () => {
    expect(filesViewOf(['42', 'other'])).toBeNull();
    expect(filesViewOf(['42', 'comments', 'c-9', 'x'])).toBeNull();
    expect(nearestFilesPath('p-1', ['42', 'other'])).toBe('/project/p-1/files/42');
    expect(nearestFilesPath('p-1', ['', 'x'])).toBe('/project/p-1/files');
  });
});
