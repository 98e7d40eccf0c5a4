// The FileExport aggregate: stream fileexport-<fileExportID>.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const fileExportAggregate = defineAggregate({
  streamType: 'fileexport',
  streamId: (fileExportID: string) => `fileexport-${fileExportID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
