// Events of a project's credits (stream credits-<projectID>; past tense, schema version 1). Each
// change records the part it replaces whole (the list, the logos, the spacer), as the editor sends it.
import { z } from 'zod';
import { CreditItem, CreditsSpacer, PartnerLogo } from './models';

const projectID = z.string();
const items = z.array(CreditItem);
const partnerLogos = z.array(PartnerLogo);

export const CreditsEvents = {
  CreditsCreated: z.object({ projectID, items, partnerLogos, spacer: CreditsSpacer }),
  CreditItemsChanged: z.object({ projectID, items }),
  CreditsPartnerLogosChanged: z.object({ projectID, partnerLogos }),
  CreditsSpacerChanged: z.object({ projectID, spacer: CreditsSpacer }),
  CreditsPartnerLogosRemoved: z.object({ projectID }),
  /** credits.png was drawn from the credits and stored (getCreditsScreenshot). */
  CreditsImageExported: z.object({ projectID, src: z.string(), blobKey: z.string(), width: z.number().int(), height: z.number().int() }),
} as const;
