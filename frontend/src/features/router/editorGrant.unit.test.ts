import { parseRoute, requiredGrantOf } from './routes';

describe('the grant a scene screen needs', () => {
  it('is content.projects-edit for the scene editor, whose every change is a save', () => {
    expect(requiredGrantOf(parseRoute('#/project/p1/editor/scene/s1'))).toBe('content.projects-edit');
  });

  it('stays content.projects-view for the scenes dashboard and the project pages', () => {
    for (const hash of ['#/project/p1/editor/dashboard', '#/project/p1/files', '#/project/p1']) expect([hash, requiredGrantOf(parseRoute(hash))]).toEqual([hash, 'content.projects-view']);
  });
});
