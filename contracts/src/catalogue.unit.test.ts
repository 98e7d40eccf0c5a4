import { AdminCalls, CURRENT_SCHEMA_VERSION, Calls, ErrorCode, EventCatalogue, Messages, ProjectCalls, ReadModels, UserCalls, allCalls, areas, isKnownEvent, upcast } from './catalogue';
import { allows, alsoRuleOf } from './kernel/access';
import { isGrant } from './kernel/grants';

describe('the call registry', () => {
  const calls = allCalls();

  it('has one call per path', () => {
    const paths = calls.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('requires only grants that exist', () => {
    for (const call of calls) {
      const grants = call.access.kind === 'grant' ? [call.access.grant] : call.access.kind === 'anyGrant' ? call.access.grants : [];
      for (const g of grants) expect([call.path, isGrant(g)]).toEqual([call.path, true]);
    }
  });

  it('has the spec paths of this slice', () => {
    const paths = new Set(calls.map((c) => c.path));
    for (const p of ['/project/create', '/project/getAll', '/project/searchProjects', '/admin/addGrants', '/admin/folders/createGroup', '/getLockContentStatus']) expect(paths.has(p)).toBe(true);
  });

  it('reads GET calls only as queries', () => {
    expect(calls.filter((c) => c.method === 'GET' && c.kind !== 'query')).toEqual([]);
  });

  it('files each call under the first segment of its path, /getLockContentStatus under user (from the contentLock area)', () => {
    for (const [ns, group] of Object.entries(Calls))
      for (const call of Object.values(group)) expect([call.path, call.path.split('/')[1]]).toEqual([call.path, call.path === '/getLockContentStatus' ? 'getLockContentStatus' : ns]);
    expect(UserCalls.getLockContentStatus.path).toBe('/getLockContentStatus');
  });

  it('gathers the calls of every area under the names clients know', () => {
    // Folder calls live in the folders area, project admin calls in the projects area.
    expect(ProjectCalls.getProjectGroups.path).toBe('/project/getProjectGroups');
    expect(ProjectCalls.deleteGroup.path).toBe('/project/deleteGroup');
    expect(AdminCalls.createGroup.path).toBe('/admin/folders/createGroup');
    expect(AdminCalls.archiveProject.path).toBe('/admin/projects/archive');
    expect(AdminCalls.addGrants.path).toBe('/admin/addGrants');
    expect(AdminCalls.getReadModels.path).toBe('/admin/errors/readModels');
    expect(Calls.resources.save.path).toBe('/resources/save');
    expect(UserCalls.getLockContentStatus.path).toBe('/getLockContentStatus');
    expect(calls).toHaveLength(Object.values(Calls).reduce((n, group) => n + Object.keys(group).length, 0));
  });
});

describe('the rules the registry states', () => {
  it('asks project edit or project admin for a status change, as decide does (issue 7)', () => {
    const access = ProjectCalls.updateStatus.access;
    expect(allows(access, ['content.projects-view'])).toBe(false);
    expect(allows(access, ['content.projects-edit'])).toBe(true);
    expect(allows(access, ['admin.projects'])).toBe(true);
    expect(alsoRuleOf(access)).toContain('owner');
  });

  it('names the rules decide checks on top of the grant', () => {
    const withRule = allCalls()
      .filter((c) => alsoRuleOf(c.access) !== undefined)
      .map((c) => c.path)
      .sort();
    expect(withRule).toEqual([
      '/admin/addGrants',
      '/admin/addSlackUserId',
      '/admin/addTrelloUserId',
      '/admin/addUser',
      '/admin/addUserRole',
      '/admin/removeUserRole',
      '/admin/revokeGrants',
      '/admin/updateUserDegrees',
      '/admin/updateUserEmail',
      '/admin/userToggleActive',
      '/editor/deleteSceneComments',
      '/editor/updateSceneCommentText',
      '/history/getHistory',
      '/history/getHistoryFacets',
      '/project/subscribeToProject',
      '/project/updateStatus',
      '/projectAsOf/compareProjectAsOf',
      '/projectAsOf/getProjectAsOf',
      '/pronounce/deleteWord',
      '/pronounce/updateWord',
      '/tasks/delete',
      '/tasks/userToggleTask',
      '/tasks/userToggleTasks',
      '/tracking/removeTask',
      '/tracking/updateTask',
      '/tracking/updateWordCount',
      '/user/getUser',
    ]);
  });
});

describe('the lists derived from the areas', () => {
  it('finds every area of areas.ts', () => {
    // Other areas join over time; these are here from the start, and areas are listed in name order.
    const names = areas.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['assets', 'auth', 'contentLock', 'folders', 'operations', 'projects', 'pronunciation', 'resources', 'sceneLabels', 'uploads', 'users']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('catalogues the events of every area at version 1', () => {
    for (const type of ['ProjectCreated', 'FolderCreated', 'UserAdded', 'GrantsAdded']) {
      expect(isKnownEvent(type)).toBe(true);
      expect(CURRENT_SCHEMA_VERSION[type as keyof typeof EventCatalogue]).toBe(1);
    }
    expect(Object.keys(CURRENT_SCHEMA_VERSION).sort()).toEqual(Object.keys(EventCatalogue).sort());
  });

  it('does not take inherited names for events', () => {
    expect(isKnownEvent('toString')).toBe(false);
    expect(isKnownEvent('constructor')).toBe(false);
  });

  it('leaves data at the current version as it is', () => {
    const data = { projectID: 'p1' };
    expect(upcast('ProjectArchived', 1, data)).toBe(data);
  });

  it('answers the status of the kernel codes and of every area', () => {
    expect(ErrorCode.validation).toBe(400);
    expect(ErrorCode.forbidden).toBe(403);
    expect(ErrorCode.projectNameDeleted).toBe(409);
    expect(ErrorCode.folderNameTaken).toBe(409);
    expect(ErrorCode.emailTaken).toBe(409);
  });

  it('keeps the spec messages word for word', () => {
    expect(Messages.projectExists).toBe('Uh oh, looks like that project already exists.');
    expect(Messages.folderExistsDeleted).toBe('Oh oh, that folder already exists, but was deleted.');
    expect(Messages.youShallNotPass).toBe('You shall not pass!');
    expect(Messages.missingGrant('admin.users')).toBe('You need the grant admin.users for that. Contact an admin.');
    expect(Messages.accountDeactivated).toBe('This account is deactivated. Contact an admin.');
    expect(Messages.userDeactivatedBanner).toBe("This user's account is deactivated");
  });

  it('names each read model after the area that defines it, once', () => {
    const projectList: 'projectList' = ReadModels.projectList;
    expect(projectList).toBe('projectList');
    const defined = areas.flatMap((a) => a.readModels);
    expect(Object.keys(ReadModels).sort()).toEqual([...defined].sort());
    expect(areas.find((a) => a.readModels.includes('editorAssets'))?.name).toBe('scenes');
  });

  it('lets a query read only read models an area defines', () => {
    const reads = allCalls().flatMap((c) => c.reads ?? []);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((name) => !Object.hasOwn(ReadModels, name))).toEqual([]);
  });
});
