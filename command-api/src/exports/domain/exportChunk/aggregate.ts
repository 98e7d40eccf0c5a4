// The ExportChunk aggregate: stream exportchunk-<exportID>-<index>, one per part of an export, so the
// parts' consumers spread over the bus's partitions and report without contending on one stream.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export interface ChunkRef {
  readonly exportID: string;
  readonly index: number;
}

export const exportChunkAggregate = defineAggregate({
  streamType: 'exportchunk',
  streamId: (chunk: ChunkRef) => `exportchunk-${chunk.exportID}-${chunk.index}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
