import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { tagAggregate } from './aggregate';

const { given } = deciderSpec(tagAggregate);
const create = { type: 'CreateTag' as const, tagID: 't1', name: 'Mitosis', nameHolder: null };

describe('creating a tag', () => {
  it('creates it', () => {
    given([])
      .when(create)
      .then([{ type: 'TagCreated', data: { tagID: 't1', name: 'Mitosis' } }]);
  });
  it('decides nothing when another tag holds the name in any case (the call answers that tag)', () => {
    given([])
      .when({ ...create, nameHolder: { tagID: 't0', name: 'mitosis' } })
      .then([]);
  });
  it('decides nothing when retried', () => {
    given([{ type: 'TagCreated', data: { tagID: 't1', name: 'Mitosis' } }])
      .when(create)
      .then([]);
  });
  it('claims the lower-cased name', () => {
    expect(tagAggregate.claimsOf([{ type: 'TagCreated', data: { tagID: 't1', name: ' MiTosis ' } }], null, create)).toEqual({ reserve: [{ scope: 'tag-name', key: 'mitosis' }] });
  });
});
