import { domainError } from '../shared/domain/domainError';
import { inList, refusalAt } from './refusalAt';

describe('a refusal of one item, answered where the input has it', () => {
  it("names the item's field in the list, and the list itself", () => {
    const refused = refusalAt(domainError('validation', 'No file is stored at that address.', { fields: { url: 'No file is stored at that address.' } }), inList('files', 3));
    expect(refused.fields).toEqual({ 'files.3.url': 'No file is stored at that address.', files: '3.url: No file is stored at that address.' });
  });
  it('moves a field into the object that holds it, and leaves a top-level one', () => {
    const at = (field: string) => (field === 'url' ? ['data', 'url'] : [field]);
    expect(refusalAt(domainError('validation', 'm', { fields: { url: 'm' } }), at).fields).toEqual({ 'data.url': 'm', data: 'url: m' });
    expect(refusalAt(domainError('validation', 'm', { fields: { size: 'm' } }), at).fields).toEqual({ size: 'm' });
  });
});
