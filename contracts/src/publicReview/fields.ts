// Field schemas of the review link calls, each bounded.
import { z } from 'zod';
import { textField } from '../kernel/text';
import { ReviewLinkLimits } from './constants';

const { minPasscodeLength, maxPasscodeLength, maxSlugLength } = ReviewLinkLimits;

/** `{name}-{reviewUrl}`: only the part after the last '-' is read (the name is there for people). */
export const reviewSlug = textField({ trim: true, min: 1, minMessage: 'Required', max: maxSlugLength });
/** A passcode as a visitor types it (bounded; checked against the link's hash). */
export const passcodeAttempt = textField({ max: maxPasscodeLength, nfc: false });
/** A passcode a project member gives a link; stored only hashed. */
export const newPasscode = textField({ min: minPasscodeLength, minMessage: `At least ${minPasscodeLength} characters`, max: maxPasscodeLength, nfc: false });
/** When the link stops working (ISO date and time); decide holds it in the future and within the bound. */
export const expiresOn = z.iso.datetime({ offset: true, message: 'A date and time like 2026-12-31T23:59:00Z' });
