import { FileStatus, Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { FileState } from '../../../assets/domain/file/state';
import { fileMediaAggregate } from './aggregate';
import type { MediaEvent } from './state';

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
