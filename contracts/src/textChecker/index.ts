// The text checker: non-inclusive or offensive language flagged by alex (spec 002, Text checker).
import { defineArea } from '../kernel/area';
import { textCheckerCalls } from './calls';

export * from './models';
export { TextCheckLimits } from './constants';

export const textCheckerArea = defineArea({ name: 'textChecker', calls: textCheckerCalls });
