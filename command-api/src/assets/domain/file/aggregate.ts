// The File aggregate: stream file-<fileID>. Each kit link's id is a unique key held by the file's
// stream, so /assets/removeFileKitLinks finds a link's file without a read model; so is a project's
// file for review by its project and name, so the same name uploaded again finds it (review.ts).
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState, type FileEvent } from './state';
import { isReviewUpload, reviewNameKey } from './review';

export const fileAggregate = defineAggregate({
  streamType: 'file',
  streamId: (fileID: string) => `file-${fileID}`,
  uniqueKeys: ['link', 'projectname'],
  initialState,
  evolve,
  decide,
  reservations: (events: readonly FileEvent[], state, _command, key) => ({
    reserve: events.flatMap((e) => {
      if (e.type === 'FileLinkedToKit' || e.type === 'FileMovedToKit') return [key('link', e.data.linkID)];
      const { projectID, projectAssetType, name } = e.type === 'FileUploaded' ? e.data : { projectID: null, projectAssetType: null, name: '' };
      return projectID !== null && isReviewUpload(projectID, projectAssetType) ? [key('projectname', reviewNameKey(projectID, name))] : [];
    }),
    // A review file leaves its name free when it leaves the project, is renamed (it is not found by the
    // new name: a rename must never collide) or deleted. Releasing a key the stream does not hold does nothing.
    release: events.flatMap((e) => {
      if (e.type === 'FileUnlinkedFromKit') return [key('link', e.data.linkID)];
      if (e.type === 'FileMovedToKit') return [key('link', e.data.removedLinkID)];
      if (e.type === 'FileUnlinkedFromProject' && state !== null) return [key('projectname', reviewNameKey(e.data.projectID, state.name))];
      if (e.type === 'FileRenamed' && state !== null) return state.projectIDs.map((p) => key('projectname', reviewNameKey(p, e.data.previousName)));
      if (e.type === 'FileDeleted' && state !== null) return state.projectIDs.map((p) => key('projectname', reviewNameKey(p, state.name)));
      return [];
    }),
  }),
});
