// Malformed inputs for one call, generated with fast-check from the call's zod schema (through its JSON
// Schema): each starts from a valid input and breaks it in one way a client could, so the server must
// refuse every one. Each carries a short label, which fast-check prints instead of a 300,000-character body.
import fc from 'fast-check';
import { z } from 'zod';
import { sample, sampleInput, type JsonSchema } from '../testing/sampleInput';

export interface Malformed {
  readonly label: string;
  /** The raw JSON text sent as the body (a string, so keys like __proto__ survive). */
  readonly body: string;
}

interface Field {
  readonly path: readonly string[];
  readonly schema: JsonSchema;
  readonly required: boolean;
}

const malformed = (label: string, body: string): Malformed => Object.assign({ label, body }, { [fc.toStringMethod]: () => label });

const clone = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** A copy of `input` with the value at `path` replaced (or removed, for undefined). */
const setAt = (input: unknown, path: readonly string[], value: unknown): unknown => {
  const copy = clone(input) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const child = node[key];
    if (!child || typeof child !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1] ?? '';
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
};

/** The JSON types a schema admits, or null when it does not say (then no type is wrong). */
const typesOf = (s: JsonSchema): Set<string> | null => {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    const all = new Set<string>();
    for (const a of alternatives) {
      const t = typesOf(a);
      if (t === null) return null;
      for (const x of t) all.add(x);
    }
    return all;
  }
  if (s.const !== undefined) return new Set([jsonType(s.const)]);
  if (s.enum) return new Set(s.enum.map(jsonType));
  if (s.type === undefined) return null;
  const types = new Set(Array.isArray(s.type) ? s.type : [s.type]);
  if (types.has('integer')) types.add('number');
  return types;
};

const jsonType = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Values of every JSON type, the id look-alikes of issue 7 finding 4 among them (no digit-only string). */
const WRONG_VALUES: readonly unknown[] = ['text', '0x2', ' 3 ', '', '1e3', true, false, null, [], [1], [[4]], {}, { a: 1 }, { constructor: { prototype: { polluted: 'yes' } } }, 1, 1.5, -1];

/** Fields of an object schema, nested objects included (their own fields follow them). */
const fieldsOf = (schema: JsonSchema, path: readonly string[] = []): Field[] => {
  if (schema.type !== 'object' || !schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, s]) => {
    const field: Field = { path: [...path, key], schema: s, required: (schema.required ?? []).includes(key) };
    return [field, ...fieldsOf(s, field.path)];
  });
};

/** Zero-width characters and bidirectional controls (RTL marks and overrides): invisible on screen. */
const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u200E', '\u200F', '\u202A', '\u202B', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

/** A text a person reads (a name, a degree): not an id, a password, a token, an address or a choice. */
const isReadableText = (f: Field): boolean =>
  f.schema.type === 'string' &&
  (f.schema.minLength ?? 0) >= 1 &&
  !f.schema.format &&
  !f.schema.enum &&
  f.schema.const === undefined &&
  !f.schema.pattern &&
  !/(password|token|ID|Id|IDs|Ids)$/.test(f.path[f.path.length - 1] ?? '');

/** Every way this generator knows to break a valid input of `schema`; empty if it finds none. */
export const malformedInputs = (schema: z.ZodType): fc.Arbitrary<Malformed> => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const valid = sampleInput(schema) ?? {};
  const text = (v: unknown) => JSON.stringify(v);
  const fields = fieldsOf(json);
  const at = (f: Field) => f.path.join('.');
  const kinds: fc.Arbitrary<Malformed>[] = [
    fc.constant(malformed('top-level array', text([valid]))),
    fc.constantFrom('"text"', '42', 'null', 'true').map((b) => malformed(`body ${b}`, b)),
    fc.constant(malformed('__proto__ key', text(valid).replace(/^\{/, '{"__proto__":{"polluted":"yes"},').replace(/,\}$/, '}'))),
  ];
  if (json.additionalProperties === false) kinds.push(fc.constant(malformed('unknown key', text({ ...(valid as object), unexpected: 1 }))));

  for (const f of fields) {
    const types = typesOf(f.schema);
    if (types) {
      const wrong = WRONG_VALUES.filter((v) => !types.has(jsonType(v)) && !(f.schema.type === 'integer' && Number.isInteger(v)));
      const fractional = f.schema.type === 'integer' ? [1.5] : [];
      const outOfRange = [
        ...(f.schema.minimum !== undefined ? [f.schema.minimum - 1] : []),
        ...(f.schema.exclusiveMinimum !== undefined ? [f.schema.exclusiveMinimum] : []),
        ...(f.schema.maximum !== undefined ? [f.schema.maximum + 1] : []),
      ];
      const bad = [...wrong, ...(types.has('number') ? [...fractional, ...outOfRange] : [])];
      if (bad.length) kinds.push(fc.constantFrom(...bad).map((v) => malformed(`${at(f)} = ${text(v)}`, text(setAt(valid, f.path, v)))));
    }
    if (f.required) kinds.push(fc.constant(malformed(`${at(f)} missing`, text(setAt(valid, f.path, undefined)))));
    if (f.schema.type === 'string') {
      const max = f.schema.maxLength;
      kinds.push(
        fc
          .oneof(
            fc.integer({ min: 1, max: 2000 }).map((extra) => (max ?? 300_000) + extra),
            fc.constant(300_000),
          )
          .map((n) => malformed(`${at(f)}: ${n} characters`, text(setAt(valid, f.path, 'x'.repeat(n))))),
      );
      kinds.push(
        fc.tuple(fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.nat({ max: 8 })).map(([bad, i]) => {
          const base = 'valid text';
          const value = `${base.slice(0, i)}${bad}${base.slice(i)}`;
          return malformed(`${at(f)} with ${text(bad)}`, text(setAt(valid, f.path, value)));
        }),
      );
    }
    if (isReadableText(f)) {
      kinds.push(
        fc
          .array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength: 12 })
          .map((chars) => malformed(`${at(f)} only invisible characters ${text(chars.join(''))}`, text(setAt(valid, f.path, chars.join(''))))),
      );
    }
    if (f.schema.type === 'array') {
      const items = f.schema.maxItems === undefined ? 20_000 : f.schema.maxItems + 1;
      const item = f.schema.items ? sample(f.schema.items) : 'x';
      kinds.push(
        fc.constant(
          malformed(
            `${at(f)}: ${items} items`,
            text(
              setAt(
                valid,
                f.path,
                Array.from({ length: items }, () => item),
              ),
            ),
          ),
        ),
      );
    }
  }
  return fc.oneof(...kinds);
};
