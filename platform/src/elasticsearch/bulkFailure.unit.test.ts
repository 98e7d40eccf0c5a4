import { bulkFailure, type BulkAnswer } from './bulkFailure';

describe('a bulk answer', () => {
  it('has no failure when Elasticsearch says so', () => {
    expect(bulkFailure({ errors: false, items: [] }, () => false)).toBeNull();
  });

  it('names the first failed item that is not ignored', () => {
    const answer: BulkAnswer = {
      errors: true,
      items: [{ delete: { status: 404, error: { type: 'not_found' } } }, { index: { status: 400, error: { type: 'mapper_parsing_exception', reason: 'bad field' } } }],
    };
    expect(bulkFailure(answer, (status) => status === 404)).toBe('mapper_parsing_exception: bad field');
    expect(bulkFailure(answer, () => true)).toBeNull();
  });
});
