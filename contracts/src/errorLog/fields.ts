// The bounded fields of an error log entry's info {msg, stack or e, script or u/l/c} (spec 000 section 3).
import { z } from 'zod';
import { nameField, textField } from '../kernel/text';
import { ErrorLogLimits } from './constants';

const line = z.number().int().min(0).max(10_000_000);

/** What the browser posts (window.onerror gives u/l/c, an error boundary a stack). */
export const clientErrorInfo = z.object({
  msg: nameField({ max: ErrorLogLimits.msgMax, emptyMessage: 'Required' }),
  stack: textField({ max: ErrorLogLimits.stackMax }).optional(),
  e: textField({ max: ErrorLogLimits.msgMax }).optional(),
  script: textField({ max: ErrorLogLimits.scriptMax }).optional(),
  u: textField({ max: ErrorLogLimits.scriptMax }).optional(),
  l: line.optional(),
  c: line.optional(),
});
