// /checkTextAlex: the text's non-inclusive or offensive language, found by alex in its own thread.
import { Calls } from '@wb/contracts';
import { queryCall, type QueryRoute } from '../shared/queryCall';
import { alexRunner } from './alexRunner';
import { toRules } from './rules';

/** One checker per process: its thread is started at the first check and shared by every caller. */
const runner = alexRunner({ maxQueued: 8, maxQueuedPerCaller: 2, timeoutMs: 15_000 });

export const textCheckerHandlers = (): QueryRoute[] => [
  queryCall(Calls.checkTextAlex.check, async (input, asker) => {
    // Nothing to read: an empty text has no rules, and costs no trip to the thread.
    if (input.text.trim() === '') return { rules: [] };
    return { rules: toRules(await runner.check(asker.userID, input.text)) };
  }),
];
