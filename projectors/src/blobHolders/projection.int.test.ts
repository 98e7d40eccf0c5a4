import { createHarness, type Harness } from '../testing/harness';
import { blobHoldersProjection } from './projection';

let counter = 0;
/** A key as the upload endpoint makes them, of a purpose. */
const keyOf = (purpose: string, extension = 'png') => `${purpose}/2026/01/00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}.${extension}`;
const urlOf = (key: string) => `/api/v1/blobs/${key}`;
const HOLDERS = 'SELECT key, holder, holder_id FROM blob_holders ORDER BY holder, holder_id, key';

describe('blobHolders projection', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  const runUntil = async (last: bigint) => {
    const runner = await h.run([blobHoldersProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT count(*)::int AS parked FROM projection_parked')).toEqual([{ parked: 0 }]);
    return runner;
  };

  it('given a file with versions and an export, in kits and a project, expect each address held by the file and its kits and projects kept', async () => {
    const [first, second, exported] = [keyOf('asset'), keyOf('asset'), keyOf('asset', 'webp')];
    await h.append('kit-k1', { type: 'KitCreated', data: { kitID: 'k1', name: 'K1', slug: 'K1', rootDirectoryID: 'r1', visibility: 'internal' } });
    await h.append('kit-k2', { type: 'KitCreated', data: { kitID: 'k2', name: 'K2', slug: 'K2', rootDirectoryID: 'r2', visibility: 'internal' } });
    await h.append('file-f1', {
      type: 'FileUploaded',
      data: { fileID: 'f1', uuid: 'u1', name: 'a.png', type: 'png', url: urlOf(first), size: 1, projectID: null, projectAssetType: null, userID: 2, userName: 'E' },
    });
    await h.append('file-f1', { type: 'FileLinkedToKit', data: { fileID: 'f1', kitID: 'k1', linkID: 'l1', directoryID: null, index: null } });
    await h.append('file-f1', { type: 'FileVersionAdded', data: { fileID: 'f1', url: urlOf(second), size: 2, userID: 2, userName: 'E' } });
    await h.append('file-f1', { type: 'FileImageExported', data: { fileID: 'f1', url: urlOf(exported), type: 'webp', scale: 2, userID: 2 } });
    await h.append('file-f1', { type: 'FileMovedToKit', data: { fileID: 'f1', fromKitID: 'k1', toKitID: 'k2', removedLinkID: 'l1', linkID: 'l2' } });
    await h.append('file-f1', { type: 'FileLinkedToProject', data: { fileID: 'f1', projectID: 'p1', projectName: 'P' } });
    await h.append('file-f1', { type: 'FileLinkedToProject', data: { fileID: 'f1', projectID: 'p2', projectName: 'Q' } });
    const last = await h.append('file-f1', { type: 'FileUnlinkedFromProject', data: { fileID: 'f1', projectID: 'p1' } });
    await runUntil(last);
    expect(await h.rows(HOLDERS)).toEqual([first, second, exported].sort().map((key) => ({ key, holder: 'file', holder_id: 'f1' })));
    expect(await h.rows('SELECT file_id, kit_id FROM blob_holder_file_kits')).toEqual([{ file_id: 'f1', kit_id: 'k2' }]);
    expect(await h.rows('SELECT file_id, project_id FROM blob_holder_file_projects')).toEqual([{ file_id: 'f1', project_id: 'p2' }]);
  });

  it("given kits made public, deleted or thumbnailed, expect each kit's state and only its current kitThumbnail upload held", async () => {
    const [oldThumb, newThumb, someFile] = [keyOf('kitThumbnail'), keyOf('kitThumbnail'), keyOf('asset')];
    await h.append('kit-k1', { type: 'KitCreated', data: { kitID: 'k1', name: 'K1', slug: 'K1', rootDirectoryID: 'r1', visibility: 'internal' } });
    await h.append('kit-k1', { type: 'KitVisibilityChanged', data: { kitID: 'k1', visibility: 'public-read' } });
    await h.append('kit-k1', { type: 'KitThumbnailChanged', data: { kitID: 'k1', thumbnail: urlOf(oldThumb) } });
    await h.append('kit-k1', { type: 'KitThumbnailChanged', data: { kitID: 'k1', thumbnail: urlOf(newThumb) } });
    await h.append('kit-k2', { type: 'KitCreated', data: { kitID: 'k2', name: 'K2', slug: 'K2', rootDirectoryID: 'r2', visibility: 'public-read' } });
    // A thumbnail pointing at a file that is no kit thumbnail upload (recorded before uploads were checked).
    await h.append('kit-k2', { type: 'KitThumbnailChanged', data: { kitID: 'k2', thumbnail: urlOf(someFile) } });
    await h.append('kit-k2', { type: 'KitDeleted', data: { kitID: 'k2' } });
    const last = await h.append('kit-72', { type: 'KitVisibilityChanged', data: { kitID: '72', visibility: 'public-read' } });
    await runUntil(last);
    expect(await h.rows(HOLDERS)).toEqual([{ key: newThumb, holder: 'kitThumbnail', holder_id: 'k1' }]);
    expect(await h.rows('SELECT kit_id, visibility, deleted FROM blob_holder_kits ORDER BY kit_id')).toEqual([
      { kit_id: '72', visibility: 'public-read', deleted: false },
      { kit_id: 'k1', visibility: 'public-read', deleted: false },
      { kit_id: 'k2', visibility: 'public-read', deleted: true },
    ]);
  });

  it('given words, avatars, resources and scenes, expect each holding only uploads of its own purpose, the current ones', async () => {
    const [audio1, audio2, avatar, image, thumb, svg, notes, kitFile] = [
      keyOf('pronunciation', 'mp3'),
      keyOf('pronunciation', 'wav'),
      keyOf('avatar'),
      keyOf('resource'),
      keyOf('sceneThumbnail'),
      keyOf('svg', 'svg'),
      keyOf('sceneNotesImage'),
      keyOf('asset'),
    ];
    await h.append('pronunciation-w1', { type: 'WordAdded', data: { wordID: 'w1', word: 'a', phonetics: '', audio: urlOf(audio1), createdBy: 2 } });
    await h.append('pronunciation-w1', { type: 'WordUpdated', data: { wordID: 'w1', word: 'a', phonetics: '', audio: urlOf(audio2) } });
    await h.append('pronunciation-w2', { type: 'WordAdded', data: { wordID: 'w2', word: 'b', phonetics: '', audio: urlOf(kitFile), createdBy: 2 } });
    await h.append('pronunciation-w3', { type: 'WordAdded', data: { wordID: 'w3', word: 'c', phonetics: '', audio: urlOf(audio1), createdBy: 2 } });
    await h.append('pronunciation-w3', { type: 'WordDeleted', data: { wordID: 'w3' } });
    await h.append('user-2', { type: 'UserAvatarChanged', data: { userID: 2, src: urlOf(avatar) } });
    await h.append('user-3', { type: 'UserAvatarChanged', data: { userID: 3, src: 'https://example.com/a.png' } });
    const data = { attribution: '', copyright: 'CC' as const, link: 'https://example.com', notes: '', projects: [], image: urlOf(image) };
    await h.append('resource-r1', { type: 'ResourceCreated', data: { resourceID: 'r1', name: 'R', data } });
    await h.append('scene-s1', {
      type: 'SceneCreated',
      data: { sceneID: 's1', projectID: 'p1', name: 'S', duration: 1, width: 1, height: 1, userID: 2, copiedFrom: null, importedFrom: { url: urlOf(svg), fileName: 'a.svg' } },
    });
    await h.append('scene-s1', { type: 'SceneThumbnailChanged', data: { sceneID: 's1', thumbnail: urlOf(thumb) } });
    const last = await h.append('scene-s1', {
      type: 'SceneNotesChanged',
      data: { sceneID: 's1', text: `<p><img src="${urlOf(notes)}"><img src="${urlOf(kitFile)}"><img src="https://example.com/x.png"></p>` },
    });
    await runUntil(last);
    expect(await h.rows(HOLDERS)).toEqual([
      { key: avatar, holder: 'avatar', holder_id: '2' },
      { key: image, holder: 'resource', holder_id: 'r1' },
      { key: svg, holder: 'sceneImport', holder_id: 's1' },
      { key: notes, holder: 'sceneNotes', holder_id: 's1' },
      { key: thumb, holder: 'sceneThumbnail', holder_id: 's1' },
      { key: audio2, holder: 'word', holder_id: 'w1' },
    ]);
  });

  it("given downloads recorded, expect each user's count of the day", async () => {
    await h.append('downloads-2-2026-01-01', { type: 'DownloadsRecorded', data: { userID: 2, day: '2026-01-01', fileTypes: ['png', 'svg'] } });
    await h.append('downloads-2-2026-01-01', { type: 'DownloadsRecorded', data: { userID: 2, day: '2026-01-01', fileTypes: ['mp4'] } });
    const last = await h.append('downloads-2-2026-01-02', { type: 'DownloadsRecorded', data: { userID: 2, day: '2026-01-02', fileTypes: ['png'] } });
    await runUntil(last);
    expect(await h.rows('SELECT user_id, day, downloads FROM blob_daily_downloads ORDER BY day')).toEqual([
      { user_id: 2, day: '2026-01-01', downloads: 3 },
      { user_id: 2, day: '2026-01-02', downloads: 1 },
    ]);
  });
});
