import { assetID, assetName, blobUrl, fileType, kitOrAll } from './fields';
import { kitSlugOf } from './constants';

describe('asset fields', () => {
  it("takes an uploaded file's address and nothing that could point elsewhere", () => {
    expect(blobUrl.safeParse('/api/v1/blobs/assets/0f8f-x_1.png').success).toBe(true);
    for (const bad of ['https://evil.example/a.png', '//evil.example/a', '/api/v1/blobs/../x', '/api/v1/blobs/a//b', '/api/v1/blobs/', 'javascript:alert(1)', '/api/v1/blobs/a b', '/etc/passwd']) {
      expect([bad, blobUrl.safeParse(bad).success]).toEqual([bad, false]);
    }
  });

  it('takes file and folder names without path tricks or control characters', () => {
    expect(assetName.parse('  Cell 01 (final).png ')).toBe('Cell 01 (final).png');
    for (const bad of ['', ' ', '\u200B', '.', '..', 'a/b', 'a\\b', 'tab\tname', 'bell\u0007', 'x'.repeat(201)]) {
      expect([bad, assetName.safeParse(bad).success]).toEqual([bad, false]);
    }
  });

  it('lower-cases a file type and takes letters and digits only', () => {
    expect(fileType.parse('PNG')).toBe('png');
    expect(fileType.safeParse('.png').success).toBe(false);
    expect(fileType.safeParse('p/ng').success).toBe(false);
  });

  it('takes an id as text or as a whole number, and the All kit by name', () => {
    expect(assetID.parse(72)).toBe('72');
    expect(assetID.parse('72')).toBe('72');
    expect(assetID.safeParse(-1).success).toBe(false);
    expect(assetID.safeParse('a b').success).toBe(false);
    expect(kitOrAll.parse('all')).toBe('all');
  });

  it('makes a kit URL name with each space a dash', () => {
    expect(kitSlugOf(' Cell  Biology ')).toBe('Cell--Biology');
  });
});
