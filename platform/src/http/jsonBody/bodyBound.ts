// How large a JSON body a call may be sent, derived from its input schema: the largest JSON text the
// schema accepts (strings at their maximum length, lists at their maximum count), with room for
// escapes and formatting. A call whose schema leaves something unbounded (a string or list without a
// maximum, a record, a recursive type) gets DEFAULT_BODY_BYTES; a call that must read more than that
// says so with maxBodyBytes (a scene document). So a body check is as strict as the call's own
// fields: a sign-in check takes a few KB, never the megabyte a document save needs.
import { z } from 'zod';
import type { CallDef } from '@wb/contracts';

/** The bound of a call whose schema does not bound its input (and the most a schema-derived bound may be). */
export const DEFAULT_BODY_BYTES = 1024 * 1024;
/** The least any call is given: room for whitespace, unknown keys a client adds, and formatting. */
export const MIN_BODY_BYTES = 4 * 1024;

type JsonSchema = boolean | { readonly [key: string]: unknown };

/** A character of a JSON string at its longest on the wire: \uXXXX. */
const BYTES_PER_CHARACTER = 6;
/** The longest a number may be written (a long decimal with an exponent). */
const NUMBER_BYTES = 64;

const sizeOfType = (type: string, schema: Record<string, unknown>): number => {
  switch (type) {
    case 'string':
      return typeof schema.maxLength === 'number' ? schema.maxLength * BYTES_PER_CHARACTER + 2 : Infinity;
    case 'number':
    case 'integer':
      return NUMBER_BYTES;
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    case 'array': {
      if (Array.isArray(schema.prefixItems)) {
        const fixed = schema.prefixItems.reduce((sum: number, item: JsonSchema) => sum + largestJson(item) + 1, 2);
        return schema.items === false || schema.items === undefined ? fixed : Infinity;
      }
      return typeof schema.maxItems === 'number' ? schema.maxItems * (largestJson(schema.items as JsonSchema) + 1) + 2 : Infinity;
    }
    case 'object': {
      const extra = schema.additionalProperties;
      if ((extra !== undefined && extra !== false) || schema.patternProperties !== undefined) return Infinity;
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.entries(properties).reduce((sum, [key, value]) => sum + JSON.stringify(key).length * BYTES_PER_CHARACTER + 2 + largestJson(value), 2);
    }
    default:
      return Infinity;
  }
};

/** The longest JSON text a JSON schema (as zod writes it) accepts; Infinity when nothing bounds it. */
export const largestJson = (schema: JsonSchema | undefined): number => {
  if (schema === undefined || typeof schema === 'boolean') return Infinity;
  if (schema.$ref !== undefined) return Infinity;
  if ('const' in schema) return JSON.stringify(schema.const).length * BYTES_PER_CHARACTER;
  if (Array.isArray(schema.enum)) return Math.max(...schema.enum.map((v) => JSON.stringify(v).length * BYTES_PER_CHARACTER));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(branches)) return Math.max(...branches.map(largestJson));
  if (Array.isArray(schema.allOf)) return (schema.allOf as JsonSchema[]).reduce((sum: number, part) => sum + largestJson(part), 0);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length === 0) return Infinity;
  return Math.max(...types.map((type) => sizeOfType(type, schema)));
};

/** The largest JSON body a schema accepts, with room for formatting, between MIN_BODY_BYTES and DEFAULT_BODY_BYTES. */
export const schemaBodyBound = (input: z.ZodType): number => {
  let largest: number;
  try {
    largest = largestJson(z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  } catch {
    // A schema JSON Schema cannot describe (a custom check) bounds nothing.
    largest = Infinity;
  }
  const roomy = Math.ceil(largest * 1.5);
  return Math.min(DEFAULT_BODY_BYTES, Math.max(MIN_BODY_BYTES, roomy));
};

const bounds = new WeakMap<CallDef, number>();

/**
 * The bound of one call: its own maxBodyBytes, else its schema's. Worked out on first use and kept
 * (writing a schema as JSON Schema takes a few ms; every call at start-up would be half a second).
 */
export const callBodyBound = (call: CallDef): number => {
  let bound = bounds.get(call);
  if (bound === undefined) {
    bound = call.maxBodyBytes ?? schemaBodyBound(call.input);
    bounds.set(call, bound);
  }
  return bound;
};
