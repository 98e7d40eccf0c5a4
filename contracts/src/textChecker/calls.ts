// The text checker's one call (spec 002 section 7): stateless, answered from the text alone, so it
// reads no read model (docs/decisions/spelling.md says why it lives in the query API).
import { z } from 'zod';
import { signedIn } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { textField } from '../kernel/text';
import { TextCheckLimits } from './constants';
import { TextCheckRule } from './models';

const checkTextAlex = {
  check: defineCall({
    path: '/checkTextAlex',
    method: 'POST',
    kind: 'query',
    reads: [],
    access: signedIn,
    summary: 'Non-inclusive or offensive language in a text (alex), with where each flagged word is',
    input: z.object({ text: textField({ max: TextCheckLimits.maxTextLength }) }),
    output: z.object({ rules: z.array(TextCheckRule) }),
  }),
} as const;

export const textCheckerCalls = { checkTextAlex } as const;
