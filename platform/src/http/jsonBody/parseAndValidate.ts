// What a worker thread does with a large body (parsePool.ts): parse it under the guard's budgets, then
// check it against its call's input schema, so that neither holds the event loop. Checking is the larger
// part: zod takes about 50 ms for a 350 KB scene document and over a second for a 16 MB one, where
// JSON.parse takes 4 ms and 60 ms. The call router then takes the checked input as it is (or the
// issues, answered as its own 400 at its usual place, after the session and before the grant check).
import { allCalls } from '@wb/contracts';
import { parseGuardedJson, type GuardedJson, type JsonLimits } from './guardedJson';

/** A refused field as zod words it, in plain data (it crosses threads). */
export interface InputIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

export type InputCheck = { readonly success: true; readonly data: unknown } | { readonly success: false; readonly issues: readonly InputIssue[] };

export type ParsedBody = GuardedJson & { readonly check?: InputCheck };

const callsByPath = new Map(allCalls().map((call) => [call.path, call]));

export function parseAndValidate(bytes: Uint8Array, limits: JsonLimits, callPath: string | null): ParsedBody {
  const parsed = parseGuardedJson(bytes, limits);
  const call = callPath === null ? undefined : callsByPath.get(callPath);
  if (!parsed.ok || !call) return parsed;
  // Only the checked input crosses back (copying a large body costs the event loop too), once.
  const checked = call.input.safeParse(parsed.value);
  if (checked.success) return { ok: true, value: checked.data, check: { success: true, data: checked.data } };
  const issues = checked.error.issues.map((issue) => ({ path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))), message: issue.message }));
  return { ok: true, value: null, check: { success: false, issues } };
}
