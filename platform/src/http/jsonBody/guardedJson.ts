// Parses a JSON request body and refuses, before any call sees it, what no call takes: nesting deeper
// than a depth budget, more values than a node budget, text PostgreSQL cannot store (a NUL, an
// unpaired UTF-16 surrogate) in a value or a key, a `__proto__` key, and a top-level list.
//
// The depth and the number of values are counted on the bytes before JSON.parse builds anything, so a
// body nested 30,000 deep or holding millions of values costs one linear scan, never the objects.
// The walk after the parse keeps one small frame per pending value and builds a path only for the
// value it refuses (copying the path for every value made the work grow with depth squared).
//
// parseGuardedJson runs on the event loop for small bodies and in a worker thread for large ones
// (parsePool.ts): the worker loads this module, so it imports nothing heavy.

export interface JsonLimits {
  /** Deepest nesting of lists and objects accepted (the body itself is level 1). */
  readonly maxDepth: number;
  /** Most values (objects, lists, keys' values and items) accepted in one body. */
  readonly maxNodes: number;
  /** Most keys of one object: V8 takes seconds to build (and to copy) an object of a million keys. */
  readonly maxKeys: number;
}

export type JsonRefusal = 'syntax' | 'tooDeep' | 'tooMany' | 'tooManyKeys' | 'list' | 'nul' | 'surrogate' | 'keyNul' | 'keySurrogate' | 'keyProto';

export type GuardedJson =
  | { readonly ok: true; readonly value: unknown }
  /** `path` is the dotted path of the refused value ('_' for the body), for the 400's field. */
  | { readonly ok: false; readonly refusal: JsonRefusal; readonly path: string };

export function parseGuardedJson(bytes: Uint8Array, limits: JsonLimits): GuardedJson {
  const QUOTE = 0x22,
    BACKSLASH = 0x5c,
    OPEN_LIST = 0x5b,
    CLOSE_LIST = 0x5d,
    OPEN_OBJECT = 0x7b,
    CLOSE_OBJECT = 0x7d,
    COMMA = 0x2c,
    COLON = 0x3a;
  const refuse = (refusal: JsonRefusal, path: string): GuardedJson => ({ ok: false, refusal, path });

  // 1. Depth and size on the bytes. Inside a string only '"' and '\' matter: UTF-8's multi-byte
  // sequences never contain an ASCII byte, so a byte-wise scan cannot be fooled by them.
  let depth = 0;
  let values = 0;
  let inString = false;
  // Per open level: the keys seen so far of an object, -1 for a list.
  const keysAt: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
      continue;
    }
    if (b === QUOTE) inString = true;
    else if (b === OPEN_LIST || b === OPEN_OBJECT) {
      depth++;
      values++;
      if (depth > limits.maxDepth) return refuse('tooDeep', '_');
      keysAt.push(b === OPEN_OBJECT ? 0 : -1);
    } else if (b === CLOSE_LIST || b === CLOSE_OBJECT) {
      depth--;
      keysAt.pop();
    } else if (b === COMMA) values++;
    else if (b === COLON) {
      const top = keysAt.length - 1;
      const keys = keysAt[top] ?? -1;
      if (keys >= 0) {
        if (keys + 1 > limits.maxKeys) return refuse('tooManyKeys', '_');
        keysAt[top] = keys + 1;
      }
    }
    if (values > limits.maxNodes) return refuse('tooMany', '_');
  }

  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return refuse('syntax', '_');
  }
  if (Array.isArray(value)) return refuse('list', '_');

  // 2. Text and keys, walked without recursion. A frame names its parent, so a path is built only
  // for the value refused.
  interface Frame {
    readonly value: unknown;
    readonly key: string;
    readonly parent: Frame | null;
  }
  const pathOf = (frame: Frame | null): string => {
    const keys: string[] = [];
    for (let f = frame; f && f.parent; f = f.parent) keys.push(f.key);
    return keys.length ? keys.reverse().join('.') : '_';
  };
  const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
  const textProblem = (text: string): 'nul' | 'surrogate' | null => (text.includes('\u0000') ? 'nul' : LONE_SURROGATE.test(text) ? 'surrogate' : null);

  // Only lists and objects get a frame; a string is checked where it is met, and a path is made only
  // for the one refused (the walk allocates per container, not per value).
  const childPath = (parent: Frame, key: string): string => (parent.parent ? `${pathOf(parent)}.${key}` : key);
  const pending: Frame[] = [{ value, key: '', parent: null }];
  for (let frame = pending.pop(); frame; frame = pending.pop()) {
    const current = frame.value;
    if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) {
        const child: unknown = current[i];
        if (typeof child === 'string') {
          const problem = textProblem(child);
          if (problem) return refuse(problem, childPath(frame, String(i)));
        } else if (child !== null && typeof child === 'object') pending.push({ value: child, key: String(i), parent: frame });
      }
    } else if (current !== null && typeof current === 'object') {
      for (const key of Object.keys(current)) {
        // The key itself cannot name its field, so the problem is named at its parent.
        if (key === '__proto__') return refuse('keyProto', pathOf(frame));
        const keyProblem = textProblem(key);
        if (keyProblem) return refuse(keyProblem === 'nul' ? 'keyNul' : 'keySurrogate', pathOf(frame));
        const child: unknown = (current as Record<string, unknown>)[key];
        if (typeof child === 'string') {
          const problem = textProblem(child);
          if (problem) return refuse(problem, childPath(frame, key));
        } else if (child !== null && typeof child === 'object') pending.push({ value: child, key, parent: frame });
      }
    }
  }
  return { ok: true, value };
}
