// The File aggregate: stream file-<fileID>. Each kit link's id is a unique key held by the file's
// stream, so /assets/removeFileKitLinks finds a link's file without a read model.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState, type FileEvent } from './state';

export const fileAggregate = defineAggregate({
  streamType: 'file',
  streamId: (fileID: string) => `file-${fileID}`,
  uniqueKeys: ['link'],
  initialState,
  evolve,
  decide,
  reservations: (events: readonly FileEvent[], _state, _command, key) => ({
    reserve: events.flatMap((e) => (e.type === 'FileLinkedToKit' || e.type === 'FileMovedToKit' ? [key('link', e.data.linkID)] : [])),
    release: events.flatMap((e) => {
      if (e.type === 'FileUnlinkedFromKit') return [key('link', e.data.linkID)];
      if (e.type === 'FileMovedToKit') return [key('link', e.data.removedLinkID)];
      return [];
    }),
  }),
});
