import { allCalls, Calls, ReadModels } from '@wb/contracts';
import { allReadModelTags, tagsForChange, tagsOf } from './tags';

describe('cache tags from the registry', () => {
  it('tags every query answer with the read models its call declares, and commands with none', () => {
    for (const def of allCalls()) {
      expect(tagsOf(def)).toEqual(def.kind === 'query' ? [...(def.reads ?? [])] : []);
    }
    expect(tagsOf(Calls.project.getAll)).toEqual(['projectList']);
    expect(tagsOf(Calls.project.getProjectGroups)).toEqual(['folders']);
    expect(tagsOf(Calls.project.addToGroup)).toEqual([]);
  });

  it('knows one tag per read model of the registry', () => {
    expect([...allReadModelTags].sort()).toEqual(Object.values(ReadModels).sort());
  });
});

describe('the tags a live change invalidates', () => {
  it('are the read models it names, each once', () => {
    expect(tagsForChange(['folders'])).toEqual(['folders']);
    expect(tagsForChange(['projectList', 'users', 'projectList'])).toEqual(['projectList', 'users']);
  });

  it('leave out projections no query reads', () => {
    expect(tagsForChange(['aProjectionNoQueryReads'])).toEqual([]);
  });

  it('are all of them when the change names nothing it could read', () => {
    expect(tagsForChange([]).sort()).toEqual(Object.values(ReadModels).sort());
  });
});
