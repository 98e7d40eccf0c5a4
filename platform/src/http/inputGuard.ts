// A generic guard in front of every call, besides the field schemas: text PostgreSQL cannot store (a
// NUL character, an unpaired UTF-16 surrogate) is refused with 400 wherever it sits in a body or query,
// keys included, before anything reaches the database; a top-level array body is refused too (every
// call takes an object), and so is a `__proto__` key, which no call uses and which merges into a prototype.
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './apiError';

export const NUL_REFUSED = 'Contains a NUL character';
export const SURROGATE_REFUSED = 'Contains a broken character (an unpaired surrogate)';
export const KEY_REFUSED = 'Not an allowed key';
export const ARRAY_BODY_REFUSED = 'Send a JSON object, not a list';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const textProblem = (text: string): string | null => {
  if (text.includes('\u0000')) return NUL_REFUSED;
  return LONE_SURROGATE.test(text) ? SURROGATE_REFUSED : null;
};

export interface InputProblem {
  /** Dotted path to the value or key ('_' for the input itself). */
  readonly path: string;
  readonly reason: string;
}

interface Frame {
  readonly value: unknown;
  readonly key: string;
  readonly parent: Frame | null;
}

/** A frame's dotted path, built only for the value refused ('_' for the input itself). */
const pathOf = (frame: Frame): string => {
  const keys: string[] = [];
  for (let f: Frame | null = frame; f && f.parent; f = f.parent) keys.push(f.key);
  return keys.length ? keys.reverse().join('.') : '_';
};

/**
 * The first unstorable text or refused key in a parsed value (a query; JSON bodies are checked as they
 * are parsed, jsonBody/guardedJson.ts); walked without recursion, each frame naming its parent so that
 * no path is copied per value.
 */
export const findInputProblem = (input: unknown): InputProblem | null => {
  const pending: Frame[] = [{ value: input, key: '', parent: null }];
  for (let frame = pending.pop(); frame; frame = pending.pop()) {
    const { value } = frame;
    if (typeof value === 'string') {
      const reason = textProblem(value);
      if (reason) return { path: pathOf(frame), reason };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const keyReason = key === '__proto__' ? KEY_REFUSED : textProblem(key);
        // The key itself cannot name its field, so the problem is named at its parent with the reason.
        if (keyReason) return { path: pathOf(frame), reason: `A key: ${keyReason.toLowerCase()}` };
        pending.push({ value: child, key, parent: frame });
      }
    }
  }
  return null;
};

const BODY_GUARDED = Symbol('bodyGuarded');

/** Marks a body already checked as it was parsed (jsonBodies), so the guard does not walk it again. */
export const markBodyGuarded = (req: Request): void => {
  (req as Request & { [BODY_GUARDED]?: true })[BODY_GUARDED] = true;
};

const refusal = (problem: InputProblem): ApiError => new ApiError('validation', `Invalid input (${problem.path}: ${problem.reason})`, { [problem.path]: problem.reason });

/** Express middleware, after the JSON body is read: the query, and a body not checked as it was parsed. */
export const inputGuard = () => (req: Request, _res: Response, next: NextFunction) => {
  const body: unknown = req.body;
  if (Array.isArray(body)) return next(refusal({ path: '_', reason: ARRAY_BODY_REFUSED }));
  const guarded = (req as Request & { [BODY_GUARDED]?: true })[BODY_GUARDED] === true;
  const problem = (guarded ? null : findInputProblem(body)) ?? findInputProblem(req.query);
  return next(problem ? refusal(problem) : undefined);
};
