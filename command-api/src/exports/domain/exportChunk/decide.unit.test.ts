import type { ExportChunkPlan } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { exportChunkAggregate } from './aggregate';
import type { ExportChunkEvent } from './state';

const { given } = deciderSpec(exportChunkAggregate);
const plan = (attempt: number): ExportChunkPlan => ({ index: 1, chunkCount: 3, startFrame: 120, endFrame: 240, fps: 30, documentKey: 's-1/3', width: 1920, height: 1080, attempt });
const job = { exportKind: 'scene' as const, exportID: 'e-1' };
const requested = (attempt: number): ExportChunkEvent => ({ type: 'ExportChunkRequested', data: { ...job, ...plan(attempt) } });
const rendered = (blobKey: string): ExportChunkEvent => ({ type: 'ExportChunkRendered', data: { ...job, index: 1, blobKey } });

describe('planning a part of an export', () => {
  it('requests the part once per attempt', () => {
    given([])
      .when({ type: 'RequestExportChunk', ...job, plan: plan(1) })
      .then([requested(1)]);
    given([requested(1)])
      .when({ type: 'RequestExportChunk', ...job, plan: plan(1) })
      .then([]);
  });
  it('requests it again for a new attempt, which renders it anew', () => {
    given([requested(1), rendered('k1')])
      .when({ type: 'RequestExportChunk', ...job, plan: plan(2) })
      .then([requested(2)]);
    given([requested(1), rendered('k1'), requested(2)])
      .when({ type: 'RecordExportChunkRendered', blobKey: 'k2' })
      .then([rendered('k2')]);
  });
});

describe('a part rendered', () => {
  it('is recorded once', () => {
    given([requested(1)])
      .when({ type: 'RecordExportChunkRendered', blobKey: 'k1' })
      .then([rendered('k1')]);
    given([requested(1), rendered('k1')])
      .when({ type: 'RecordExportChunkRendered', blobKey: 'k1' })
      .then([]);
  });
  it('is refused for a part never planned', () => {
    given([]).when({ type: 'RecordExportChunkRendered', blobKey: 'k1' }).thenFails('invalidState');
  });
});
