// The media of a project's file: stream filemedia-<fileID>, beside the file's own stream, so the
// reactor's reports never contend with the people changing the file.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const fileMediaAggregate = defineAggregate({
  streamType: 'filemedia',
  streamId: (fileID: string) => `filemedia-${fileID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
