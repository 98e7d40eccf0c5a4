import { defaultCreditItems, loadCredits } from './defaults';
import type { CreditsData, PartnerLogo } from './models';

const counter = () => {
  let n = 0;
  return () => `id${String((n += 1))}`;
};
const logo = (id: string): PartnerLogo => ({ id, src: `/api/v1/blobs/${id}.png`, style: { width: 300, transform: { x: 0, y: 0 } } });
const saved = (change: Partial<CreditsData>): CreditsData => ({ items: [], partnerLogos: [], partnerLogo: null, spacer: { height: 300 }, ...change });

describe('loading credits (spec 002 section 4)', () => {
  it("creates the defaults when none are saved: the organisation's section, Other, and a sample sound effect with attribution on", () => {
    const loaded = loadCredits(null, counter());
    expect(loaded.kind).toBe('create');
    expect(loaded.data.items).toEqual([
      { id: 'id1', type: 'section', title: 'Whiteboard Studio' },
      { id: 'id2', type: 'section', title: 'Other' },
      { id: 'id3', type: 'entry', name: expect.stringMatching(/sound effect/i), role: expect.any(String), attribution: true, shareAlike: false },
    ]);
    expect(loaded.data.spacer).toEqual({ height: 300 });
  });

  it('adds the default sections around saved entries that have none, and asks for an update', () => {
    const entry = defaultCreditItems(counter())[2]!;
    const loaded = loadCredits(saved({ items: [entry] }), counter());
    expect(loaded.kind).toBe('update');
    expect(loaded.data.items.map((i) => (i.type === 'section' ? i.title : i.id))).toEqual(['Whiteboard Studio', entry.id, 'Other']);
  });

  it('makes an older single logo the first of the list', () => {
    const loaded = loadCredits(saved({ items: [{ id: 's', type: 'section', title: 'Other' }], partnerLogos: [logo('b')], partnerLogo: logo('a') }), counter());
    expect(loaded).toEqual({ kind: 'update', data: expect.objectContaining({ partnerLogos: [logo('a'), logo('b')], partnerLogo: null }) });
  });

  it('shows saved credits with a section as they are', () => {
    const data = saved({ items: [{ id: 's', type: 'section', title: 'Other' }] });
    expect(loadCredits(data, counter())).toEqual({ kind: 'asSaved', data });
  });
});
