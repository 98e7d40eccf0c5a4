import { Messages, ProjectStatus } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { Actor } from '../../../shared/domain/actor';
import type { FolderState } from '../../../folders/domain/folder/state';
import type { FolderRef } from './decide';
import { projectAggregate } from './aggregate';
import { projectReservations } from './reservations';
import type { ProjectEvent, ProjectState } from './state';

const { given } = deciderSpec(projectAggregate);
const claimsOf = (events: ProjectEvent[]) => projectReservations(events, projectAggregate.key);
const projectID = 'p-1';
const owner = 7;
const other = 8;
const created: ProjectEvent = { type: 'ProjectCreated', data: { projectID, name: 'Photosynthesis', groups: [], ownerUserID: owner } };
const archived: ProjectEvent = { type: 'ProjectArchived', data: { projectID } };
const deleted: ProjectEvent = { type: 'ProjectDeleted', data: { projectID } };
const holder = (status: ProjectState['status']): ProjectState => ({
  projectID: 'p-other',
  name: 'Photosynthesis',
  status,
  owners: [1],
  members: [1],
  subscribers: [1],
  groups: [],
  links: [],
  due: { date: null, completedOn: null },
  thumbnail: null,
});
const folder = (status: FolderState['status']): FolderRef => ({ projectGroupID: 'f-1', folder: { projectGroupID: 'f-1', name: 'Biology', status, boards: [] } });
const ownerActor: Actor = { userID: owner, grants: ['content.projects-edit'] };
const strangerActor = { userID: other, grants: ['content.projects-edit'] };
const adminActor = { userID: other, grants: ['admin.projects'] };

describe('creating a project', () => {
  const create = { type: 'CreateProject' as const, projectID, name: 'Photosynthesis', groups: [] as FolderRef[], userID: owner, nameHolder: null };

  it('makes the creator its owner', () => {
    given([]).when(create).then([created]);
  });

  it('puts it in the chosen folders', () => {
    given([])
      .when({ ...create, groups: [folder(1)] })
      .then([{ type: 'ProjectCreated', data: { projectID, name: 'Photosynthesis', groups: ['f-1'], ownerUserID: owner } }]);
  });

  it('refuses a name held by a live project, naming it so the client can offer Join', () => {
    const error = given([])
      .when({ ...create, nameHolder: holder(1) })
      .thenFails('projectNameTaken', Messages.projectExists);
    expect(error.details).toEqual({ projectID: 'p-other' });
  });

  it('refuses a name held by an archived project too', () => {
    given([])
      .when({ ...create, nameHolder: holder(2) })
      .thenFails('projectNameTaken', Messages.projectExists);
  });

  it('refuses a name held by a deleted project, naming it so the client can offer Revive', () => {
    const error = given([])
      .when({ ...create, nameHolder: holder(0) })
      .thenFails('projectNameDeleted', Messages.projectExistsDeleted);
    expect(error.details).toEqual({ projectID: 'p-other' });
  });

  it('refuses an unknown or deleted folder', () => {
    given([])
      .when({ ...create, groups: [{ projectGroupID: 'nope', folder: null }] })
      .thenFails('notFound');
    given([])
      .when({ ...create, groups: [folder(0)] })
      .thenFails('notFound');
  });

  it('claims the lower-cased name', () => {
    expect(claimsOf([{ type: 'ProjectCreated', data: { projectID, name: 'Photo Synthesis', groups: [], ownerUserID: 1 } }])).toEqual({
      reserve: [{ scope: 'project-name', key: 'photo synthesis' }],
      release: [],
    });
  });
});

describe('renaming a project', () => {
  const rename = (name: string, nameHolder: ProjectState | null = null) => ({ type: 'RenameProject' as const, projectID, name, nameHolder });

  it('renames it', () => {
    given([created])
      .when(rename('Cells'))
      .then([{ type: 'ProjectRenamed', data: { projectID, name: 'Cells', previousName: 'Photosynthesis' } }]);
  });

  it('changes only the case of its own name', () => {
    given([created])
      .when(rename('PHOTOSYNTHESIS', { ...holder(1), projectID }))
      .then([{ type: 'ProjectRenamed', data: { projectID, name: 'PHOTOSYNTHESIS', previousName: 'Photosynthesis' } }]);
  });

  it('does nothing when the name is the same', () => {
    given([created]).when(rename('Photosynthesis')).then([]);
  });

  it("refuses another project's name", () => {
    given([created])
      .when(rename('Cells', { ...holder(1), name: 'Cells' }))
      .thenFails('projectNameTaken', Messages.projectExists);
  });

  it('refuses an unknown project', () => {
    given([]).when(rename('Cells')).thenFails('notFound');
  });

  it('releases the old name and claims the new one', () => {
    expect(claimsOf([{ type: 'ProjectRenamed', data: { projectID, name: 'Cells', previousName: 'Photosynthesis' } }])).toEqual({
      reserve: [{ scope: 'project-name', key: 'cells' }],
      release: [{ scope: 'project-name', key: 'photosynthesis' }],
    });
  });
});

describe('changing the status of a project', () => {
  const to = (status: ProjectState['status'], actor: Actor = ownerActor) => ({ type: 'ChangeProjectStatus' as const, projectID, status, actor });

  describe('when it is active', () => {
    it('archives it', () => given([created]).when(to(ProjectStatus.Archived)).then([archived]));
    it('deletes it', () => given([created]).when(to(ProjectStatus.Deleted)).then([deleted]));
    it('does nothing when asked to activate it again', () => given([created]).when(to(ProjectStatus.Active)).then([]));
  });

  describe('when it is archived', () => {
    it('revives it', () =>
      given([created, archived])
        .when(to(ProjectStatus.Active))
        .then([{ type: 'ProjectRevived', data: { projectID } }]));
    it('deletes it', () => given([created, archived]).when(to(ProjectStatus.Deleted)).then([deleted]));
  });

  describe('when it is deleted', () => {
    it('revives it', () =>
      given([created, deleted])
        .when(to(ProjectStatus.Active))
        .then([{ type: 'ProjectRevived', data: { projectID } }]));
    it('refuses to archive it', () => {
      given([created, deleted]).when(to(ProjectStatus.Archived)).thenFails('invalidState');
    });
    it('does nothing when asked to delete it again', () => given([created, deleted]).when(to(ProjectStatus.Deleted)).then([]));
    it('lets any project editor revive it (Revive in the New project dialog)', () =>
      given([created, deleted])
        .when(to(ProjectStatus.Active, strangerActor))
        .then([{ type: 'ProjectRevived', data: { projectID } }]));
    it('refuses a revive without project edit', () => {
      given([created, deleted])
        .when(to(ProjectStatus.Active, { userID: other, grants: ['content.projects-view'] }))
        .thenFails('forbidden', Messages.missingGrant('content.projects-edit'));
    });
  });

  it("refuses to reactivate someone else's archived project", () => {
    given([created, archived]).when(to(ProjectStatus.Active, strangerActor)).thenFails('forbidden', Messages.onlyOwners);
  });

  it('refuses an owner who holds only project view', () => {
    given([created])
      .when(to(ProjectStatus.Archived, { userID: owner, grants: ['content.projects-view'] }))
      .thenFails('forbidden', Messages.missingGrant('content.projects-edit'));
  });

  it('refuses a non-owner even when nothing would change', () => {
    given([created]).when(to(ProjectStatus.Active, strangerActor)).thenFails('forbidden', Messages.onlyOwners);
  });

  it('refuses a user who is neither owner nor admin', () => {
    given([created]).when(to(ProjectStatus.Archived, strangerActor)).thenFails('forbidden', Messages.onlyOwners);
  });

  it('lets an admin of projects do it', () => {
    given([created]).when(to(ProjectStatus.Archived, adminActor)).then([archived]);
  });

  it('lets root do it', () => {
    given([created])
      .when(to(ProjectStatus.Deleted, { userID: 99, grants: ['root'] }))
      .then([deleted]);
  });

  it('refuses an unknown project', () => {
    given([]).when(to(ProjectStatus.Archived)).thenFails('notFound');
  });
});

describe('opening a project', () => {
  it('records the visit of a member', () => {
    given([created])
      .when({ type: 'AccessProject', projectID, userID: owner })
      .then([{ type: 'ProjectAccessed', data: { projectID, userID: owner } }]);
  });

  it('joins a non-member to it', () => {
    given([created])
      .when({ type: 'AccessProject', projectID, userID: other })
      .then([
        { type: 'ProjectAccessed', data: { projectID, userID: other } },
        { type: 'ProjectMemberJoined', data: { projectID, userID: other } },
      ]);
  });

  it('does not join the same user twice', () => {
    given([created, { type: 'ProjectMemberJoined', data: { projectID, userID: other } }])
      .when({ type: 'AccessProject', projectID, userID: other })
      .then([{ type: 'ProjectAccessed', data: { projectID, userID: other } }]);
  });

  it('refuses an unknown project', () => {
    given([]).when({ type: 'AccessProject', projectID, userID: other }).thenFails('notFound');
  });
});

describe('subscriptions', () => {
  const subscribe = (actor: Actor, userIDs: number[], subscribed = true, knownUserIDs: number[] = userIDs) => ({
    type: 'SetSubscription' as const,
    projectID,
    userIDs,
    knownUserIDs,
    subscribed,
    actor,
  });

  it('subscribes oneself (no user ids means oneself)', () => {
    given([created])
      .when(subscribe({ userID: other, grants: [] }, []))
      .then([{ type: 'ProjectSubscribed', data: { projectID, userID: other } }]);
  });

  it('unsubscribes oneself', () => {
    given([created])
      .when(subscribe(ownerActor, [owner], false))
      .then([{ type: 'ProjectUnsubscribed', data: { projectID, userID: owner } }]);
  });

  it('does nothing for someone already subscribed', () => {
    given([created])
      .when(subscribe(ownerActor, [owner]))
      .then([]);
  });

  it('refuses to subscribe others without project edit', () => {
    given([created])
      .when(subscribe({ userID: owner, grants: ['content.projects-view'] }, [other]))
      .thenFails('forbidden');
  });

  it('subscribes others with project edit', () => {
    given([created])
      .when(subscribe(strangerActor, [owner, 9]))
      .then([{ type: 'ProjectSubscribed', data: { projectID, userID: 9 } }]);
  });

  it('refuses an unknown user', () => {
    given([created])
      .when(subscribe(strangerActor, [9], true, []))
      .thenFails('notFound', 'User 9 was not found.');
  });
});

describe('folders of a project', () => {
  it('adds it to a folder', () => {
    given([created])
      .when({ type: 'AddProjectToFolder', projectID, target: folder(1) })
      .then([{ type: 'ProjectAddedToFolder', data: { projectID, projectGroupID: 'f-1' } }]);
  });

  it('adds it to an archived folder', () => {
    given([created])
      .when({ type: 'AddProjectToFolder', projectID, target: folder(2) })
      .then([{ type: 'ProjectAddedToFolder', data: { projectID, projectGroupID: 'f-1' } }]);
  });

  it('does nothing when adding it twice', () => {
    given([created, { type: 'ProjectAddedToFolder', data: { projectID, projectGroupID: 'f-1' } }])
      .when({ type: 'AddProjectToFolder', projectID, target: folder(1) })
      .then([]);
  });

  it('refuses a deleted or unknown folder', () => {
    given([created])
      .when({ type: 'AddProjectToFolder', projectID, target: folder(0) })
      .thenFails('notFound');
    given([created])
      .when({ type: 'RemoveProjectFromFolder', projectID, target: { projectGroupID: 'x', folder: null } })
      .thenFails('notFound');
  });

  it('removes it from a folder', () => {
    given([created, { type: 'ProjectAddedToFolder', data: { projectID, projectGroupID: 'f-1' } }])
      .when({ type: 'RemoveProjectFromFolder', projectID, target: folder(1) })
      .then([{ type: 'ProjectRemovedFromFolder', data: { projectID, projectGroupID: 'f-1' } }]);
  });

  it('does nothing when removing it from a folder it is not in', () => {
    given([created])
      .when({ type: 'RemoveProjectFromFolder', projectID, target: folder(1) })
      .then([]);
  });
});

describe('a concurrent try of the same idempotent create', () => {
  it('is not refused by the name its twin just claimed', () => {
    given([])
      .when({ type: 'CreateProject', projectID, name: 'Photosynthesis', groups: [], userID: owner, nameHolder: { ...holder(1), projectID } })
      .then([created]);
  });
});
