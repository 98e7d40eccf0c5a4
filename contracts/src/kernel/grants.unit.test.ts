import { allGrantOptions, isGrant, isProjectAdmin, parseGrant, satisfies } from './grants';

describe('grant grammar', () => {
  it('reads content grants with a level and admin grants without', () => {
    expect(parseGrant('content.projects-edit')).toEqual({ type: 'content', subtype: 'projects', level: 'edit' });
    expect(parseGrant('admin.users')).toEqual({ type: 'admin', subtype: 'users' });
    expect(parseGrant('root')).toEqual({ type: 'root', subtype: '' });
  });

  it.each([
    ['content.projects', 'needs a level'],
    ['admin.users-edit', 'takes no level'],
    ['content.nothing-view', 'is not a content grant'],
    ['admin.nothing', 'is not an admin grant'],
    ['projects', 'is not a grant'],
    ['content.projects-owner', 'is not a grant'],
  ])('refuses %s (%s)', (grant, reason) => {
    const parsed = parseGrant(grant);
    expect('error' in parsed && parsed.error).toContain(reason);
    expect(isGrant(grant)).toBe(false);
  });

  it('offers only grants it accepts', () => {
    expect(allGrantOptions().every(isGrant)).toBe(true);
    expect(allGrantOptions()).toContain('content.learning-edit');
  });
});

describe('grant satisfaction', () => {
  it('lets edit satisfy view but not view satisfy edit', () => {
    expect(satisfies(['content.projects-edit'], 'content.projects-view')).toBe(true);
    expect(satisfies(['content.projects-view'], 'content.projects-edit')).toBe(false);
  });

  it('lets root satisfy everything', () => {
    expect(satisfies(['root'], 'admin.permissions')).toBe(true);
    expect(satisfies(['root'], 'content.assets-edit')).toBe(true);
  });

  it('does not mix types or subtypes', () => {
    expect(satisfies(['content.assets-edit'], 'content.projects-view')).toBe(false);
    expect(satisfies(['admin.projects'], 'admin.users')).toBe(false);
    expect(satisfies([], 'admin.users')).toBe(false);
  });

  it('treats admin.projects and root as project admins', () => {
    expect(isProjectAdmin(['admin.projects'])).toBe(true);
    expect(isProjectAdmin(['root'])).toBe(true);
    expect(isProjectAdmin(['content.projects-edit'])).toBe(false);
  });
});
