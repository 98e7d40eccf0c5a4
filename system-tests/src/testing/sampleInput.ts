// A valid input for any registry call, derived from its zod schema (through its JSON Schema), so the
// authorization tests can reach the grant check of every call without a hand-written body per call.
import { z } from 'zod';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  additionalProperties?: JsonSchema | boolean;
  pattern?: string;
  examples?: unknown[];
};

const sampleString = (s: JsonSchema): string => {
  // A field with a pattern no generic text matches (a blob address) names an example of itself.
  if (typeof s.examples?.[0] === 'string') return s.examples[0];
  // An address given by a pattern (sign-in takes any local@host) rather than by the email format.
  if (s.format === 'email' || s.pattern?.includes('@')) return 'sample@example.com';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
  if (s.format === 'date-time') return '2024-01-01T00:00:00.000Z';
  if (s.format === 'date') return '2024-01-01';
  const length = Math.max(s.minLength ?? 1, Math.min(8, s.maxLength ?? 8));
  return 'sample-value-long-enough'.padEnd(length, 'x').slice(0, Math.max(length, 1));
};

/** A value of a JSON Schema (as z.toJSONSchema writes it), best effort: sampleInput checks it. */
export const sample = (s: JsonSchema): unknown => {
  if (s.const !== undefined) return s.const;
  // A field whose rule no JSON Schema keyword states (an uploaded file's address) names an example.
  if (s.examples?.[0] !== undefined) return s.examples[0];
  if (s.enum) return s.enum[0];
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.[0]) return sample(alternatives.find((a) => a.type !== 'null') ?? alternatives[0]);
  if (s.allOf?.[0]) return sample(s.allOf[0]);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((key) => [key, sample(s.properties?.[key] ?? {})]));
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    default:
      return {};
  }
};

/** A value the schema accepts; throws when this generator cannot find one (extend it then). */
export const sampleInput = (schema: z.ZodType): unknown => {
  if (schema.safeParse(undefined).success) return undefined;
  const value = sample(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  const checked = schema.safeParse(value);
  if (!checked.success) throw new Error(`No sample for the schema: ${JSON.stringify(value)} -> ${checked.error.message}`);
  return value;
};
