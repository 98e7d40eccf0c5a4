import { Messages, ProjectContentsLimits } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { StoredFile } from '../../../uploads/domain/storedFile';
import { projectAggregate } from './aggregate';
import type { ProjectEvent } from './state';

const { given } = deciderSpec(projectAggregate);
const projectID = 'p-1';
const created: ProjectEvent = { type: 'ProjectCreated', data: { projectID, name: 'Photosynthesis', groups: [], ownerUserID: 7 } };
const deleted: ProjectEvent = { type: 'ProjectDeleted', data: { projectID } };
const link = { type: 'link', url: 'https://docs.example.org/script', name: 'Script' };
const linkAdded: ProjectEvent = { type: 'ProjectLinkAdded', data: { projectID, link } };

describe('links of a project', () => {
  const add = (l = link) => ({ type: 'AddProjectLink' as const, projectID, link: l });

  it('adds a link', () => {
    given([created]).when(add()).then([linkAdded]);
  });

  it("refuses a URL the project links already with the spec's message, whatever its name", () => {
    const error = given([created, linkAdded])
      .when(add({ ...link, name: 'Another name' }))
      .thenFails('conflict', Messages.linkExists);
    expect(error.fields).toEqual({ 'link.url': Messages.linkExists });
  });

  it('takes the URL again once the link was removed', () => {
    given([created, linkAdded, { type: 'ProjectLinkRemoved', data: { projectID, url: link.url } }])
      .when(add())
      .then([linkAdded]);
  });

  it('removes a link by its URL, and refuses a URL it does not link', () => {
    given([created, linkAdded])
      .when({ type: 'RemoveProjectLink', projectID, url: link.url })
      .then([{ type: 'ProjectLinkRemoved', data: { projectID, url: link.url } }]);
    given([created]).when({ type: 'RemoveProjectLink', projectID, url: link.url }).thenFails('notFound', Messages.projectLinkNotFound);
  });

  it('keeps at most the bound of links', () => {
    const many: ProjectEvent[] = Array.from({ length: ProjectContentsLimits.maxLinks }, (_, i) => ({ type: 'ProjectLinkAdded', data: { projectID, link: { ...link, url: `https://e.org/${i}` } } }));
    given([created, ...many])
      .when(add())
      .thenFails('validation', Messages.tooManyLinks(ProjectContentsLimits.maxLinks));
  });

  it('refuses an unknown project and a deleted one', () => {
    given([]).when(add()).thenFails('notFound');
    given([created, deleted]).when(add()).thenFails('invalidState', Messages.deletedProjectUnchanged);
  });
});

describe('the due date of a project', () => {
  const set = (dueDate: string | null) => ({ type: 'SetProjectDueDate' as const, projectID, dueDate });
  const complete = { type: 'CompleteProjectDueDate' as const, projectID, time: '2026-03-02T10:00:00.000Z' };
  const dueSet: ProjectEvent = { type: 'ProjectDueDateSet', data: { projectID, dueDate: '2026-03-05' } };
  const completed: ProjectEvent = { type: 'ProjectDueDateCompleted', data: { projectID, completedOn: complete.time } };

  it('goes from none to set, then completed on the time of the command', () => {
    given([created]).when(set('2026-03-05')).then([dueSet]);
    given([created, dueSet]).when(complete).then([completed]);
  });

  it('refuses to complete a project without a due date', () => {
    given([created]).when(complete).thenFails('invalidState', Messages.noDueDate);
  });

  it('keeps the first Completed on date when completed again', () => {
    given([created, dueSet, completed]).when(complete).then([]);
  });

  it('edits the date (a new date is not completed yet) and clears it', () => {
    given([created, dueSet, completed])
      .when(set('2026-04-01'))
      .then([{ type: 'ProjectDueDateSet', data: { projectID, dueDate: '2026-04-01' } }]);
    given([created, dueSet])
      .when(set(null))
      .then([{ type: 'ProjectDueDateCleared', data: { projectID } }]);
  });

  it('does nothing for the date it has, or clearing none', () => {
    given([created, dueSet]).when(set('2026-03-05')).then([]);
    given([created]).when(set(null)).then([]);
  });

  it('completes again after a new date', () => {
    given([created, dueSet, completed, { type: 'ProjectDueDateSet', data: { projectID, dueDate: '2026-04-01' } }])
      .when(complete)
      .then([completed]);
  });
});

describe('the thumbnail of a project', () => {
  const url = '/api/v1/blobs/projectThumbnail/2026/03/0f8fad5b-d9cb-469f-a165-70867728950e.jpg';
  const own: StoredFile = { purpose: 'projectThumbnail', extension: 'jpg', size: 10, uploaderID: 7 };
  const setThumb = (stored: StoredFile | 'noFile' | 'notAnUpload' | null, thumbnail: string | null = url) => ({ type: 'SetProjectThumbnail' as const, projectID, thumbnail, stored, actorID: 7 });
  const changed: ProjectEvent = { type: 'ProjectThumbnailChanged', data: { projectID, thumbnail: url } };

  it("takes the caller's own project thumbnail upload", () => {
    given([created]).when(setThumb(own)).then([changed]);
  });

  it("refuses another purpose's upload, someone else's, and an address of no file", () => {
    given([created])
      .when(setThumb({ ...own, purpose: 'avatar' }))
      .thenFails('validation', Messages.notAProjectThumbnail);
    given([created])
      .when(setThumb({ ...own, uploaderID: 8 }))
      .thenFails('validation');
    given([created]).when(setThumb('noFile')).thenFails('validation');
  });

  it('removes it, and does nothing when it is already so', () => {
    given([created, changed])
      .when(setThumb(null, null))
      .then([{ type: 'ProjectThumbnailChanged', data: { projectID, thumbnail: null } }]);
    given([created, changed]).when(setThumb(own)).then([]);
  });
});
