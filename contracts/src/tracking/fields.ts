// The bounded input schemas of the tracking calls: the numeric rules of spec 000 section 5 held on the
// server (hours.ts is the same rule the client's boxes use), and our bounds (constants.ts).
import { z } from 'zod';
import { TrackingLimits } from './constants';
import { hoursOf } from './hours';
import { TrackingMessages as M } from './messages';
import { MAX_TASK_ID } from './taskTypes';

const HUNDREDTHS = 10 ** TrackingLimits.hoursDecimals;

/** Hours: a JSON number, or the text of the hours box ('1.5', '-2', '.5', '3.'); kept to the hundredth. */
export const hoursInput = z
  .union([z.number(M.trackingHoursNotNumber), z.string(M.trackingHoursNotNumber).max(TrackingLimits.maxHoursText, M.trackingHoursNotNumber)], M.trackingHoursNotNumber)
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : hoursOf(v);
    if (n === null || !Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: M.trackingHoursNotNumber });
      return z.NEVER;
    }
    if (n < TrackingLimits.minHours || n > TrackingLimits.maxHours) {
      ctx.addIssue({ code: 'custom', message: M.trackingHoursOutOfRange });
      return z.NEVER;
    }
    // + 0 turns -0 into 0.
    return Math.round(n * HUNDREDTHS) / HUNDREDTHS + 0;
  });

const DIGITS = /^-?\d{1,12}$/;
/** A word count: a whole number (or its digits as text), not zero, not negative. */
export const wordCountInput = z
  .union([z.number(M.trackingWordCountNotInteger), z.string(M.trackingWordCountNotInteger).max(16, M.trackingWordCountNotInteger)], M.trackingWordCountNotInteger)
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : DIGITS.test(v.trim()) ? Number(v.trim()) : Number.NaN;
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!Number.isSafeInteger(n)) return refuse(M.trackingWordCountNotInteger);
    if (n === 0) return refuse(M.trackingWordCountZero);
    if (n < 0) return refuse(M.trackingWordCountNegative);
    if (n > TrackingLimits.maxWordCount) return refuse(`At most ${TrackingLimits.maxWordCount}`);
    return n;
  });

const TASK_DIGIT = /^[0-9]$/;
/** A production task type, 0..5, as a number or its digit. */
export const taskIDInput = z.union([z.number(M.trackingTaskUnknown), z.string(M.trackingTaskUnknown).max(2, M.trackingTaskUnknown)], M.trackingTaskUnknown).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : TASK_DIGIT.test(v) ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < 0 || n > MAX_TASK_ID) {
    ctx.addIssue({ code: 'custom', message: M.trackingTaskUnknown });
    return z.NEVER;
  }
  return n;
});

const DATE = /^(\d{4})-(\d{2})-(\d{2})(T[0-9:.]{2,18}(Z|[+-]\d{2}:\d{2})?)?$/;
/** A calendar day as the native date box gives it ('2026-11-27'); a full ISO time is taken as its day. */
export const trackingDateInput = z
  .string(M.trackingDateInvalid)
  .max(40, M.trackingDateInvalid)
  .meta({ examples: ['2026-11-27'] })
  .transform((v, ctx) => {
    const m = DATE.exec(v.trim());
    const day = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
    const parsed = new Date(`${day}T00:00:00Z`);
    if (!m || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
      ctx.addIssue({ code: 'custom', message: M.trackingDateInvalid });
      return z.NEVER;
    }
    return day;
  });
