// The credits a project starts with, and the loading rules (spec 002 sections 4 and 9): with none
// saved, a section titled with the organisation's name, a section titled Other and one sample
// sound-effect entry with attribution on; saved credits without any section get the default
// sections; an older single partner logo becomes the first of the list. Shared by the editor
// (which sends the result) and its tests.
import { CreditsDefaults } from './constants';
import type { CreditItem, CreditsData, PartnerLogo } from './models';

/** Makes a new item id (the client's crypto.randomUUID; a counter in tests). */
export type NewId = () => string;

const orgSection = (newId: NewId): CreditItem => ({ id: newId(), type: 'section', title: CreditsDefaults.organisationName });
const otherSection = (newId: NewId): CreditItem => ({ id: newId(), type: 'section', title: CreditsDefaults.otherSectionTitle });

export const SAMPLE_SOUND_EFFECT = { name: 'Sound effect by Author Name (freesound.org)', role: 'Sound Effects' } as const;

export const defaultCreditItems = (newId: NewId): CreditItem[] => [
  orgSection(newId),
  otherSection(newId),
  { id: newId(), type: 'entry', name: SAMPLE_SOUND_EFFECT.name, role: SAMPLE_SOUND_EFFECT.role, attribution: true, shareAlike: false },
];

/** Items without any section get the organisation's section first and Other last. */
export const withDefaultSections = (items: readonly CreditItem[], newId: NewId): CreditItem[] =>
  items.some((i) => i.type === 'section') ? [...items] : [orgSection(newId), ...items, otherSection(newId)];

/** The older single logo first, then the list (without a second copy of it). */
export const withLegacyLogo = (logos: readonly PartnerLogo[], legacy: PartnerLogo | null | undefined): PartnerLogo[] => (legacy ? [legacy, ...logos.filter((l) => l.id !== legacy.id)] : [...logos]);

export type CreditsLoad =
  /** Nothing saved: show these and create them (newCredits). */
  | { readonly kind: 'create'; readonly data: CreditsData }
  /** Saved but lacking sections or holding a legacy logo: show these and save them (updateCredits). */
  | { readonly kind: 'update'; readonly data: CreditsData }
  | { readonly kind: 'asSaved'; readonly data: CreditsData };

export const emptySpacer = () => ({ height: CreditsDefaults.spacerHeight });

/** What the editor shows for what was loaded, and what it must save first. */
export const loadCredits = (saved: CreditsData | null, newId: NewId): CreditsLoad => {
  if (saved === null) return { kind: 'create', data: { items: defaultCreditItems(newId), partnerLogos: [], partnerLogo: null, spacer: emptySpacer() } };
  const items = withDefaultSections(saved.items, newId);
  const partnerLogos = withLegacyLogo(saved.partnerLogos, saved.partnerLogo);
  const changed = items.length !== saved.items.length || saved.partnerLogo !== null;
  const data: CreditsData = { items, partnerLogos, partnerLogo: null, spacer: saved.spacer };
  return changed ? { kind: 'update', data } : { kind: 'asSaved', data };
};
