import { parseRoute } from '../router/routes';
import { pageTitle } from './pageTitle';

describe('the browser tab title', () => {
  it('names the screen, then the product', () => {
    expect(pageTitle(parseRoute('#/home/subscribed'), true)).toBe('Dashboard · Whiteboard Studio');
    expect(pageTitle(parseRoute('#/pronounce'), true)).toBe('Pronunciation guide · Whiteboard Studio');
    expect(pageTitle(parseRoute('#/projectContents/p-1'), true)).toBe('Project contents · Whiteboard Studio');
    expect(pageTitle(parseRoute('#/project/p-1/editor/dashboard'), true)).toBe('Scenes · Whiteboard Studio');
    expect(pageTitle(parseRoute('#/project/p-1/editor/scene/s-1'), true)).toBe('Scene editor · Whiteboard Studio');
    expect(pageTitle(parseRoute('#/project/p-1/files'), true)).toBe('Project files · Whiteboard Studio');
    expect(pageTitle(parseRoute('#/assets/uploads'), true)).toBe('Staged uploads · Whiteboard Studio');
  });

  it('names the admin section by its label, and the admin area alone without one', () => {
    expect(pageTitle(parseRoute('#/admin/permissions'), true)).toBe('Admin: Permissions · Whiteboard Studio');
    expect(pageTitle(parseRoute('#/admin'), true)).toBe('Admin · Whiteboard Studio');
    expect(pageTitle(parseRoute('#/admin/nothing-here'), true)).toBe('Admin · Whiteboard Studio');
  });

  it('titles the public screens for visitors, and what signed-in users are sent on to', () => {
    expect(pageTitle(parseRoute('#/'), false)).toBe('Whiteboard Studio');
    expect(pageTitle(parseRoute('#/login'), false)).toBe('Sign in · Whiteboard Studio');
    expect(pageTitle(parseRoute('#/nowhere'), false)).toBe('Whiteboard Studio');
    expect(pageTitle(parseRoute('#/login'), true)).toBe('Dashboard · Whiteboard Studio');
    expect(pageTitle(parseRoute('#/nowhere'), true)).toBe('Dashboard · Whiteboard Studio');
  });
});
