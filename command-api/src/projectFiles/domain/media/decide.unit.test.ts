import { FileStatus, Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { FileState } from '../../../assets/domain/file/state';
import { fileMediaAggregate } from './aggregate';
import { mediaDue } from './decide';
import { evolve, initialState, type MediaEvent, type MediaState } from './state';

const { given } = deciderSpec(fileMediaAggregate);
const fileID = 'f1';
const probe = { durationMs: 1000, frameRate: 30, width: 160, height: 120, playable: false };
const probed: MediaEvent = { type: 'VideoProbed', data: { fileID, version: 1, ...probe } };
const proxied: MediaEvent = { type: 'VideoProxyReady', data: { fileID, version: 1, proxyUrl: '/api/v1/blobs/asset/2026/01/p.mp4', posterUrl: null } };
const svg: FileState = {
  fileID,
  uuid: 'u1',
  name: 'Cells.svg',
  type: 'svg',
  projectAssetType: null,
  version: 1,
  url: '/api/v1/blobs/asset/2026/01/c.svg',
  size: 10,
  status: FileStatus.Active,
  tagIDs: [],
  projectIDs: ['p1'],
  kits: {},
};

describe("a video version's media", () => {
  it('records the probe, then the proxy, once each', () => {
    given([]).when({ type: 'RecordMediaProbe', fileID, version: 1, probe }).then([probed]);
    given([probed]).when({ type: 'RecordMediaProbe', fileID, version: 1, probe }).then([]);
    given([probed]).when({ type: 'RecordProxy', fileID, version: 1, proxyUrl: '/api/v1/blobs/asset/2026/01/p.mp4', posterUrl: null }).then([proxied]);
  });

  it('changes nothing once settled (proxied, playable or failed), version by version', () => {
    given([probed, proxied]).when({ type: 'RecordMediaFailure', fileID, version: 1, reason: 'late' }).then([]);
    given([probed, proxied])
      .when({ type: 'RecordMediaFailure', fileID, version: 2, reason: 'It holds no video.' })
      .then([{ type: 'VideoMediaFailed', data: { fileID, version: 2, reason: 'It holds no video.' } }]);
    const playable: MediaEvent = { type: 'VideoProbed', data: { fileID, version: 1, ...probe, playable: true } };
    given([playable]).when({ type: 'RecordProxy', fileID, version: 1, proxyUrl: 'x', posterUrl: null }).then([]);
  });
});

describe("an svg's stats", () => {
  const stats = { elements: 12, paths: 4, title: 'Cells' };
  it('are recorded for an svg, and not again when unchanged', () => {
    const added: MediaEvent = { type: 'SvgMetaAdded', data: { fileID, stats } };
    given([]).when({ type: 'RecordSvgMeta', fileID, file: svg, stats }).then([added]);
    given([added]).when({ type: 'RecordSvgMeta', fileID, file: svg, stats }).then([]);
  });
  it('are refused for a file that is no svg, or is missing or deleted', () => {
    const refused = given([])
      .when({ type: 'RecordSvgMeta', fileID, file: { ...svg, type: 'png' }, stats })
      .thenFails('validation', Messages.notAnSvgFile);
    expect(refused.fields).toEqual({ fileID: Messages.notAnSvgFile });
    given([]).when({ type: 'RecordSvgMeta', fileID, file: null, stats }).thenFails('notFound', Messages.fileNotFound);
    given([])
      .when({ type: 'RecordSvgMeta', fileID, file: { ...svg, status: FileStatus.Deleted }, stats })
      .thenFails('notFound');
  });
});

describe('which version of a file the media reactor works on', () => {
  /** A library video (uploaded to a kit, in no project), linked to projects as `projectIDs` says. */
  const libraryVideo = (projectIDs: readonly string[], changes: Partial<FileState> = {}): FileState => ({
    ...svg,
    name: 'Lecture.avi',
    type: 'avi',
    url: '/api/v1/blobs/asset/2026/01/l.avi',
    projectIDs,
    kits: { k1: { linkID: 'l1', directoryID: null } },
    ...changes,
  });
  const mediaOf = (events: readonly MediaEvent[]): MediaState => events.reduce(evolve, initialState);
  /** Given the file's media events, when the reactor meets the file at an event, then the version to work on (or none). */
  const given = (events: readonly MediaEvent[]) => ({ when: (file: FileState | null) => ({ then: (version: number | null) => expect(mediaDue(file, mediaOf(events))).toBe(version) }) });

  it('is the version of a library video once linked to a project, and none while only the library holds it', () => {
    given([]).when(libraryVideo([])).then(null);
    given([])
      .when(libraryVideo(['p1']))
      .then(1);
    given([])
      .when(libraryVideo(['p1'], { version: 3 }))
      .then(3);
  });

  it('is none once that version is settled: a second link, a relink, a replay or a restart probes nothing twice', () => {
    given([probed, proxied])
      .when(libraryVideo(['p1', 'p2']))
      .then(null);
    given([{ type: 'VideoProbed', data: { fileID, version: 1, ...probe, playable: true } }])
      .when(libraryVideo(['p2']))
      .then(null);
    given([{ type: 'VideoMediaFailed', data: { fileID, version: 1, reason: 'It holds no video.' } }])
      .when(libraryVideo(['p1']))
      .then(null);
    // Probed but not yet proxied (the reactor stopped in between): the proxy is still to be made.
    given([probed])
      .when(libraryVideo(['p1']))
      .then(1);
    // A new version of a settled video is worked on.
    given([probed, proxied])
      .when(libraryVideo(['p1'], { version: 2 }))
      .then(2);
  });

  it("is a project's video for review as before, and never a project asset, a file that is no video, a deleted or a missing file", () => {
    given([])
      .when({ ...libraryVideo(['p1']), kits: {} })
      .then(1);
    given([])
      .when(libraryVideo(['p1'], { projectAssetType: 'voiceover' }))
      .then(null);
    given([]).when(svg).then(null);
    given([])
      .when(libraryVideo(['p1'], { status: FileStatus.Deleted }))
      .then(null);
    given([]).when(null).then(null);
  });
});
