// The bounded input schemas of the credits calls. An entry needs both name and role (spec 002
// section 5); its flags come as booleans, as 'true'/'false' or as 1/0 (section 3) and are kept as booleans.
import { z } from 'zod';
import { blobUrl } from '../assets/fields';
import { id } from '../kernel/fields';
import { textField } from '../kernel/text';
import { CreditsLimits } from './constants';

const requiredText = textField({ trim: true, min: 1, minMessage: 'Required', max: CreditsLimits.maxTextLength });

const FLAG_WORDS: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false };
/** A flag as older data stores it: true/false, 'true'/'false' or 1/0; missing is off. */
export const creditFlag = z
  .union([z.boolean(), z.enum(['true', 'false']), z.literal(1), z.literal(0)], 'true or false')
  .transform((v) => (typeof v === 'boolean' ? v : (FLAG_WORDS[String(v)] ?? false)))
  .default(false);

export const creditSectionInput = z.object({ id, type: z.literal('section'), title: requiredText });
export const creditEntryInput = z.object({ id, type: z.literal('entry'), name: requiredText, role: requiredText, attribution: creditFlag, shareAlike: creditFlag });
/** What /project/addCreditEntry takes besides the project: an entry's id (the client's), name and role. */
export const creditEntryFields = { id, name: requiredText, role: requiredText };
export const creditItemInput = z.discriminatedUnion('type', [creditSectionInput, creditEntryInput], 'A section {id, type: "section", title} or an entry {id, type: "entry", name, role}');

/** Ids are the client's; two items (or two logos) of one id would make reordering ambiguous. */
const uniqueIds = <T extends { id: string }>(list: readonly T[]) => new Set(list.map((x) => x.id)).size === list.length;

export const creditItemsInput = z.array(creditItemInput).max(CreditsLimits.maxItems, `At most ${CreditsLimits.maxItems} credits`).refine(uniqueIds, 'Two credits have the same id');

const offset = z.number().finite().min(-CreditsLimits.maxOffset).max(CreditsLimits.maxOffset);
export const partnerLogoInput = z.object({
  id,
  src: blobUrl,
  style: z.object({
    width: z.number().finite().min(1, 'At least 1').max(CreditsLimits.maxLogoWidth, `At most ${CreditsLimits.maxLogoWidth}`),
    transform: z.object({ x: offset.default(0), y: offset.default(0) }).prefault({}),
  }),
});

export const partnerLogosInput = z.array(partnerLogoInput).max(CreditsLimits.maxLogos, `At most ${CreditsLimits.maxLogos} partner logos`).refine(uniqueIds, 'Two partner logos have the same id');

export const spacerInput = z.object({ height: z.number().finite().min(0, 'Must not be negative').max(CreditsLimits.maxSpacerHeight, `At most ${CreditsLimits.maxSpacerHeight}`) });

/**
 * What /project/updateCredits takes as data: items, or partnerLogos, or spacer, or all of them
 * (section 7); an older client's single partnerLogo is taken as the first of the list. A change that
 * names none of them is refused by the command (a schema rule across fields has no sample input).
 */
export const creditsDataInput = z.object({
  items: creditItemsInput.optional(),
  partnerLogos: partnerLogosInput.optional(),
  partnerLogo: partnerLogoInput.nullable().optional(),
  spacer: spacerInput.optional(),
});
type CreditsDataInput = z.infer<typeof creditsDataInput>;

/** Whether an updateCredits data names anything to change. */
export const namesACreditsPart = (d: CreditsDataInput): boolean => d.items !== undefined || d.partnerLogos !== undefined || (d.partnerLogo ?? null) !== null || d.spacer !== undefined;
