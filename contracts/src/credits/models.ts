// The credits of a project (spec 002 section 3, Credits data), as calls answer and take them.
// The flags of an entry are booleans on the way out; on the way in they may also be the strings
// 'true'/'false' or 1/0 the spec says older data holds (fields.ts reads them).
import { z } from 'zod';

export const CreditSection = z.object({ id: z.string(), type: z.literal('section'), title: z.string() });
export type CreditSection = z.infer<typeof CreditSection>;

export const CreditEntry = z.object({
  id: z.string(),
  type: z.literal('entry'),
  name: z.string(),
  role: z.string(),
  attribution: z.boolean(),
  shareAlike: z.boolean(),
});
export type CreditEntry = z.infer<typeof CreditEntry>;

export const CreditItem = z.discriminatedUnion('type', [CreditSection, CreditEntry]);
export type CreditItem = z.infer<typeof CreditItem>;

export const PartnerLogo = z.object({
  id: z.string(),
  src: z.string(),
  style: z.object({ width: z.number(), transform: z.object({ x: z.number(), y: z.number() }) }),
});
export type PartnerLogo = z.infer<typeof PartnerLogo>;

export const CreditsSpacer = z.object({ height: z.number() });
export type CreditsSpacer = z.infer<typeof CreditsSpacer>;

export const CreditsData = z.object({
  items: z.array(CreditItem),
  partnerLogos: z.array(PartnerLogo),
  /** The older single logo; the server keeps it as the first of partnerLogos, so it is always null here. */
  partnerLogo: PartnerLogo.nullable(),
  spacer: CreditsSpacer,
});
export type CreditsData = z.infer<typeof CreditsData>;

/** What getCreditsData answers for a project whose credits exist. */
export const ProjectCredits = z.object({ projectID: z.string(), data: CreditsData, modified: z.string() });
export type ProjectCredits = z.infer<typeof ProjectCredits>;
