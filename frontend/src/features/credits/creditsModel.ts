// The credits editor's changes as pure functions of the working copy: each returns the new copy and
// which part of it the server must be sent (updateCredits takes the items, the logos or the spacer).
import { CreditsDefaults, type CreditItem, type PartnerLogo } from '@wb/contracts';

export type CreditsPart = 'items' | 'partnerLogos' | 'spacer';

/** Moves the item `activeID` to where `overID` stands (the drop of a drag). */
export const moveItem = (items: readonly CreditItem[], activeID: string, overID: string): CreditItem[] => {
  const from = items.findIndex((i) => i.id === activeID);
  const to = items.findIndex((i) => i.id === overID);
  if (from < 0 || to < 0 || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
};

/** Flips an entry's flag; sections have none. */
export const toggleFlag = (items: readonly CreditItem[], id: string, flag: 'attribution' | 'shareAlike'): CreditItem[] =>
  items.map((i) => (i.id === id && i.type === 'entry' ? { ...i, [flag]: !i[flag] } : i));

export const removeItem = (items: readonly CreditItem[], id: string): CreditItem[] => items.filter((i) => i.id !== id);

export interface LogoEdit {
  readonly id: string;
  readonly width: number;
  readonly x: number;
  readonly y: number;
}

export const editOf = (logo: PartnerLogo): LogoEdit => ({ id: logo.id, width: logo.style.width, x: logo.style.transform.x, y: logo.style.transform.y });

/** The logos with the edited one's width and position saved. */
export const saveLogo = (logos: readonly PartnerLogo[], edit: LogoEdit): PartnerLogo[] =>
  logos.map((l) => (l.id === edit.id ? { ...l, style: { width: edit.width, transform: { x: edit.x, y: edit.y } } } : l));

/** The logo's width while dragging its right edge, kept between 20 px and the width of the preview's logo box. */
export const draggedWidth = (startWidth: number, dx: number): number => Math.round(Math.min(CreditsDefaults.previewLogoWidth, Math.max(20, startWidth + dx)));
