// The blobHolders read model applied a run at a time builds exactly the rows it builds event by event
// and parks the same events, over a script of every event it follows: files versioned, exported,
// proxied, moved between kits, unlinked and linked again, deleted twice; words, avatars, resources,
// scene thumbnails and notes replaced many times over (the last wins), deleted and added again; scenes
// importing SVGs; downloads of one day summed; kits made, shown, hidden and deleted between the runs;
// and two events that cannot be applied (downloads without their file types, a kit without a visibility).
import type { AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { blobHoldersProjection } from './projection';

const ORDER = {
  blob_holders: 'key, holder, holder_id',
  blob_holder_kits: 'kit_id',
  blob_holder_deleted_files: 'file_id',
  blob_holder_file_kits: 'file_id, kit_id',
  blob_holder_file_projects: 'file_id, project_id',
  blob_daily_downloads: 'user_id, day',
};

let counter = 0;
/** An address of one of our uploads, of a purpose. */
const urlOf = (purpose: string, extension = 'png') => `/api/v1/blobs/${purpose}/2026/01/00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}.${extension}`;

/** The events of round r on the n-th of each kind of holder. */
const round = (r: number, n: number): [string, AnyEvent][] => {
  const fileID = `f${n}`;
  const kit = (k: number) => `k${k % 4}`;
  const events: [string, AnyEvent][] = [
    [
      `file-${fileID}`,
      r === 0
        ? {
            type: 'FileUploaded',
            data: { fileID, uuid: `u${n}`, name: 'a.png', type: 'png', url: urlOf('asset'), size: 1, projectID: n % 2 ? `p${n % 3}` : null, projectAssetType: null, userID: 2, userName: 'E' },
          }
        : { type: 'FileVersionAdded', data: { fileID, url: urlOf('asset'), size: 2, userID: 2, userName: 'E' } },
    ],
    [`file-${fileID}`, { type: 'FileLinkedToKit', data: { fileID, kitID: kit(n + r), linkID: `l${n}-${r}`, directoryID: null, index: null } }],
    [`file-${fileID}`, { type: 'FileMovedToKit', data: { fileID, fromKitID: kit(n + r), toKitID: kit(n + r + 1), removedLinkID: `l${n}-${r}`, linkID: `m${n}-${r}` } }],
    [`file-${fileID}`, { type: 'FileLinkedToProject', data: { fileID, projectID: `p${(n + r) % 3}`, projectName: 'P' } }],
    [`file-${fileID}`, { type: 'FileUnlinkedFromProject', data: { fileID, projectID: `p${(n + r + 1) % 3}` } }],
    [
      `pronunciation-w${n}`,
      r % 3 === 2
        ? { type: 'WordDeleted', data: { wordID: `w${n}` } }
        : ({ type: r === 0 ? 'WordAdded' : 'WordUpdated', data: { wordID: `w${n}`, word: 'a', phonetics: '', audio: urlOf('pronunciation'), createdBy: 2 } } as AnyEvent),
    ],
    [`user-${n}`, { type: 'UserAvatarChanged', data: { userID: n, src: n % 5 === 0 ? 'https://example.com/a.png' : urlOf('avatar') } }],
    [`scene-s${n}`, { type: 'SceneThumbnailChanged', data: { sceneID: `s${n}`, thumbnail: urlOf('sceneThumbnail') } }],
    [`scene-s${n}`, { type: 'SceneNotesChanged', data: { sceneID: `s${n}`, text: `<p><img src="${urlOf('sceneNotesImage')}"><img src="${urlOf('sceneNotesImage')}"></p>` } }],
    [`downloads-${n % 3}`, { type: 'DownloadsRecorded', data: { userID: n % 3, day: `2026-01-0${1 + (r % 2)}`, fileTypes: ['png', 'svg'].slice(0, 1 + (n % 2)) } }],
  ];
  if (r === 0)
    events.push([
      `scene-s${n}`,
      {
        type: 'SceneCreated',
        data: {
          sceneID: `s${n}`,
          projectID: 'p1',
          name: 'S',
          duration: 1,
          width: 1,
          height: 1,
          userID: 2,
          copiedFrom: null,
          importedFrom: n % 2 ? { url: urlOf('svg', 'svg'), fileName: 'a.svg' } : null,
        },
      },
    ]);
  const saved = { sceneID: `s${n}`, version: r + 1, key: 'k', hash: 'h', bytes: 1, elementCount: 1, duration: 1, userID: 2, userName: 'E', restoredFrom: null };
  events.push([`scene-s${n}`, { type: 'SceneDocumentSaved', data: { ...saved, importedFrom: r % 2 ? urlOf('svg', 'svg') : null } }]);
  if (r === 1) {
    events.push([`file-${fileID}`, { type: 'FileImageExported', data: { fileID, url: urlOf('asset', 'webp'), type: 'webp', scale: 2, userID: 2 } }]);
    events.push([`file-${fileID}`, { type: 'VideoProxyReady', data: { fileID, version: 1, proxyUrl: urlOf('asset', 'mp4'), posterUrl: n % 2 ? null : urlOf('asset') } }]);
    const data = { attribution: '', copyright: 'CC' as const, link: 'https://example.com', notes: '', projects: [], image: urlOf('resource') };
    events.push([`resource-r${n}`, { type: n % 2 ? 'ResourceCreated' : 'ResourceUpdated', data: { resourceID: `r${n}`, name: 'R', data } } as AnyEvent]);
  }
  if (r === 2 && n % 3 === 0) events.push([`file-${fileID}`, { type: 'FileDeleted', data: { fileID } }], [`resource-r${n}`, { type: 'ResourceDeleted', data: { resourceID: `r${n}` } }]);
  return events;
};

/** Appends the script; answers its last position (a final event every batch cut ends with). */
const appendScript = async (h: Harness): Promise<bigint> => {
  for (let r = 0; r < 4; r++) {
    for (let k = 0; k < 4; k++) {
      const kitID = `k${k}`;
      if (r === 0) await h.append(`kit-${kitID}`, { type: 'KitCreated', data: { kitID, name: 'K', slug: 'k', rootDirectoryID: 'd', visibility: 'internal' } });
      if (r === 1) await h.append(`kit-${kitID}`, { type: 'KitVisibilityChanged', data: { kitID, visibility: k % 2 ? 'public-read' : 'internal' } });
      if (r === 2 && k === 3) await h.append(`kit-${kitID}`, { type: 'KitDeleted', data: { kitID } });
      await h.append(`kit-${kitID}`, { type: 'KitThumbnailChanged', data: { kitID, thumbnail: urlOf('kitThumbnail') } });
    }
    for (let n = 1; n <= 16; n++) for (const [stream, event] of round(r, n)) await h.append(stream, event);
    // One person's downloads of one day, many to a batch.
    for (let d = 0; d < 5; d++) await h.append('downloads-9', { type: 'DownloadsRecorded', data: { userID: 9, day: '2026-01-05', fileTypes: ['png', 'mp4'].slice(d % 2) } });
    if (r === 1) {
      await h.append('downloads-x', { type: 'DownloadsRecorded', data: { userID: 7, day: '2026-01-01' } as never });
      await h.append('kit-bad', { type: 'KitCreated', data: { kitID: 'bad', name: 'K', slug: 'k', rootDirectoryID: 'd', visibility: null as never } });
    }
  }
  return h.append('user-1', { type: 'UserAvatarChanged', data: { userID: 1, src: urlOf('avatar') } });
};

describe('blobHolders applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild and parks the same events', async () => {
    const last = await appendScript(h);
    const result = await runSideBySide(h, blobHoldersProjection, last, ORDER);
    expect(result.batchesApplied).toBeGreaterThan(10);
    expect(result.parked).toEqual({ setBased: 2, eventByEvent: 2 });
    expect(result.setBased).toEqual(result.eventByEvent);
    expect(result.setBased.blob_holders?.length).toBeGreaterThan(100);
    expect(result.setBased.blob_holder_file_kits?.length).toBeGreaterThan(5);
    expect(await h.rows(`SELECT count(*)::int AS n FROM blob_holders WHERE holder = 'sceneNotes' AND holder_id = 's1'`)).toEqual([{ n: 2 }]);
    expect(await h.rows(`SELECT downloads FROM blob_daily_downloads WHERE user_id = 9`)).toEqual([{ downloads: 4 * (2 + 1 + 2 + 1 + 2) }]);
  }, 180_000);
});
