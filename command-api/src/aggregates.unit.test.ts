import { aggregates, reservationScopes, streamTypes } from './aggregates';

describe('the aggregates', () => {
  it('keep the reservation scopes existing stores were written with, each once', () => {
    expect(reservationScopes).toEqual(expect.arrayContaining(['folder-name', 'project-name', 'user-email', 'user-id', 'user-root-removal']));
    expect(reservationScopes).toEqual(expect.arrayContaining(['kit-slug', 'file-link', 'tag-name']));
    expect(new Set(reservationScopes).size).toBe(reservationScopes.length);
  });

  it('have one stream type each, which is what the event store files their stream ids under', () => {
    expect(new Set(streamTypes).size).toBe(aggregates.length);
    expect(aggregates.map((a) => a.streamId(7 as never).split('-', 1)[0])).toEqual(streamTypes);
  });
});
