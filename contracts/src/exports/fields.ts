// Field schemas of the export calls, each bounded.
import { z } from 'zod';
import { textField } from '../kernel/text';
import { ExportLimits } from './constants';

const { maxIdsPerCall } = ExportLimits;

/** An export's id (a UUID, as the add calls answer it). */
export const exportID = textField({ trim: true, min: 1, minMessage: 'Required', max: 64 }).regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, dashes and underscores only');
export const exportIDs = z.array(exportID).min(1, 'Choose at least one').max(maxIdsPerCall, `At most ${maxIdsPerCall}`);
