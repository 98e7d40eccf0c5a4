// What an entry's flags say under its name in the preview: attribution asks for the author to be
// credited (CC BY), share-alike that adaptations carry the same licence (CC BY-SA); docs/decisions/credits.md.
import type { CreditEntry } from '@wb/contracts';

export const licenceOf = (entry: Pick<CreditEntry, 'attribution' | 'shareAlike'>): string | null => {
  if (entry.attribution && entry.shareAlike) return 'CC BY-SA 4.0';
  if (entry.attribution) return 'CC BY 4.0';
  if (entry.shareAlike) return 'Share-alike';
  return null;
};
