import { z } from 'zod';
import { allCalls, Calls, SceneLimits } from '@wb/contracts';
import { callBodyBound, DEFAULT_BODY_BYTES, MIN_BODY_BYTES, schemaBodyBound } from './bodyBound';

describe('body bounds from a call schema', () => {
  it('gives a call with small bounded fields the least bound', () => {
    expect(schemaBodyBound(z.object({ projectID: z.number().int(), name: z.string().max(100) }))).toBe(MIN_BODY_BYTES);
    expect(schemaBodyBound(z.object({}).optional())).toBe(MIN_BODY_BYTES);
  });

  it('grows with the maximum length of strings and counts of lists', () => {
    const small = schemaBodyBound(z.object({ ids: z.array(z.number()).max(100) }));
    const large = schemaBodyBound(z.object({ ids: z.array(z.number()).max(10_000) }));
    expect(large).toBeGreaterThan(small);
    // Every number written at its longest fits.
    expect(large).toBeGreaterThanOrEqual(10_000 * 65);
  });

  it('gives the default bound to what the schema leaves unbounded', () => {
    expect(schemaBodyBound(z.object({ notes: z.string() }))).toBe(DEFAULT_BODY_BYTES);
    expect(schemaBodyBound(z.object({ tags: z.record(z.string(), z.string().max(3)) }))).toBe(DEFAULT_BODY_BYTES);
    expect(schemaBodyBound(z.object({ ids: z.array(z.number()) }))).toBe(DEFAULT_BODY_BYTES);
  });

  it('bounds every call of the registry, and the scene save by its document', () => {
    for (const call of allCalls()) {
      const bound = callBodyBound(call);
      expect({ path: call.path, ok: bound >= MIN_BODY_BYTES && bound <= Math.max(DEFAULT_BODY_BYTES, call.maxBodyBytes ?? 0) }).toEqual({ path: call.path, ok: true });
    }
    expect(callBodyBound(Calls.editor.saveSceneDocument)).toBe(SceneLimits.maxDocumentBytes * 2);
    expect(callBodyBound(Calls.user.checkLoggedIn)).toBe(MIN_BODY_BYTES);
  });
});
