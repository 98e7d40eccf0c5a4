// What the content lock closes, pinned against the registry: the asset library's calls (kits,
// directories, files, tags, staged publishing, search, downloads, the public kit page) and nothing else.
import { Calls, ErrorCode, allCalls } from '../catalogue';
import { isClosedByContentLock } from './closedCalls';

const LIBRARY_PATH = /^\/(assets|tags|files)\//;
/** The one library call outside those paths: the scene editor's "new version of an asset file". */
const LIBRARY_ELSEWHERE = ['/editor/updateFileVersion'];
/** A project's files for review share the /files/ paths but are the project's, open like /project/addFile (docs/decisions/projectFiles.md). */
const PROJECT_FILES = ['/files/addFiles', '/files/getByIDs', '/files/getProjectFiles'];

describe('the calls the content lock closes', () => {
  const closed = allCalls()
    .filter(isClosedByContentLock)
    .map((c) => c.path)
    .sort();

  it('are every call of the asset library, reads and writes alike, and no other', () => {
    const library = allCalls()
      .filter((c) => (LIBRARY_PATH.test(c.path) && !PROJECT_FILES.includes(c.path)) || LIBRARY_ELSEWHERE.includes(c.path))
      .map((c) => c.path)
      .sort();
    expect(closed).toEqual(library);
    expect(closed).toEqual(expect.arrayContaining(['/assets/addKit', '/assets/updateName', '/assets/getKitFiles', '/assets/getPublicKit', '/files/searchFiles']));
  });

  it("leave the lock's own calls and a project's files open", () => {
    for (const call of [
      Calls.admin.toggleLockContent,
      Calls.user.getLockContentStatus,
      Calls.project.addFile,
      Calls.project.createProjectFileLink,
      Calls.project.removeFiles,
      Calls.files.getProjectFiles,
      Calls.files.addFiles,
    ])
      expect([call.path, isClosedByContentLock(call)]).toEqual([call.path, false]);
  });

  it('answer 423, a code of their own, not the 403 of a missing grant', () => {
    expect(ErrorCode.contentLocked).toBe(423);
  });
});
