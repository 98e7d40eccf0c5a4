import { allows, anyGrant, describeAccess, grant, grantAnd, mayRefuse, publicAccess, refusedGrant, signedIn, signedInAnd } from './access';
import type { Grant } from './grants';

describe('grants in the registry', () => {
  it('are typed from the grant tables, so a misspelled grant does not compile', () => {
    // tsc checks this file: each line below would fail the build if the misspelling compiled.
    // @ts-expect-error 'permisions' is not an admin grant
    const misspelled: Grant = 'admin.permisions';
    // @ts-expect-error a content grant needs a level
    grant('content.projects');
    // @ts-expect-error an admin grant takes no level
    grant('admin.users-edit');
    expect(misspelled).toBe('admin.permisions');
    expect(grant('admin.permissions')).toEqual({ kind: 'grant', grant: 'admin.permissions' });
  });
});

describe('allows', () => {
  it('lets anyone through a public or signed-in rule (the router checks the session before)', () => {
    expect(allows(publicAccess, [])).toBe(true);
    expect(allows(signedIn, [])).toBe(true);
    expect(allows(signedInAnd('acts on oneself'), [])).toBe(true);
  });

  it('asks for the grant, edit satisfying view and root everything', () => {
    const view = grant('content.projects-view');
    expect(allows(view, [])).toBe(false);
    expect(allows(view, ['content.assets-edit'])).toBe(false);
    expect(allows(view, ['content.projects-view'])).toBe(true);
    expect(allows(view, ['content.projects-edit'])).toBe(true);
    expect(allows(grant('content.projects-edit'), ['content.projects-view'])).toBe(false);
    expect(allows(grant('admin.users'), ['root'])).toBe(true);
  });

  it('takes any one of the grants of an any-of rule', () => {
    // /project/updateStatus: an owner with project edit, or an admin of projects.
    const status = anyGrant(['content.projects-edit', 'admin.projects'], 'an owner of the project');
    expect(allows(status, ['content.projects-view'])).toBe(false);
    expect(allows(status, ['content.projects-edit'])).toBe(true);
    expect(allows(status, ['admin.projects'])).toBe(true);
    expect(allows(status, ['admin.users'])).toBe(false);
    expect(allows(status, ['root'])).toBe(true);
  });

  it('does not check the rule left to decide', () => {
    expect(allows(grantAnd('admin.users', 'not a user who holds more'), ['admin.users'])).toBe(true);
  });
});

describe('the words of a rule', () => {
  it('name the grant a refusal names: the first asked for', () => {
    expect(refusedGrant(anyGrant(['content.projects-edit', 'admin.projects']))).toBe('content.projects-edit');
    expect(refusedGrant(grant('admin.folders'))).toBe('admin.folders');
  });

  it('say the rule for the API document, with what decide checks', () => {
    expect(describeAccess(publicAccess)).toBe('Public.');
    expect(describeAccess(signedIn)).toBe('Any signed-in user.');
    expect(describeAccess(grant('admin.users'))).toBe('Needs the grant `admin.users`.');
    expect(describeAccess(anyGrant(['content.projects-edit', 'admin.projects'], 'an owner of the project'))).toBe(
      'Needs one of the grants `content.projects-edit`, `admin.projects`. Also: an owner of the project.',
    );
  });

  it('tell whether a signed-in caller may be refused', () => {
    expect(mayRefuse(signedIn)).toBe(false);
    expect(mayRefuse(signedInAnd('only oneself'))).toBe(true);
    expect(mayRefuse(grant('admin.users'))).toBe(true);
    expect(mayRefuse(publicAccess)).toBe(false);
  });
});
