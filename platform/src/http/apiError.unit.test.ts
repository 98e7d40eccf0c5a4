import { z } from 'zod';
import { ApiError, validationError } from './apiError';

describe('error answers', () => {
  it('always carry fields, empty when no field is to blame', () => {
    expect(new ApiError('notFound', 'Project was not found.').toBody()).toEqual({ error: { msg: 'Project was not found.', code: 'notFound', fields: {} } });
  });

  it('name each refused field, and a refused part of a field under the field too', () => {
    const schema = z.object({ name: z.string().min(1, 'Required'), projectIDs: z.array(z.string()) });
    const result = schema.safeParse({ name: '', projectIDs: ['ok', 7] });
    if (result.success) throw new Error('the input should have been refused');
    const err = validationError(result.error);
    expect(err.status).toBe(400);
    expect(err.fields).toEqual(expect.objectContaining({ name: 'Required', 'projectIDs.1': expect.any(String), projectIDs: expect.stringMatching(/^1: /) }));
    expect(err.message).toMatch(/^Invalid input \(name: Required; projectIDs\.1: /);
  });

  it('name the body itself as _ when it is not an object', () => {
    const result = z.object({ a: z.string() }).safeParse('text');
    if (result.success) throw new Error('the input should have been refused');
    expect(Object.keys(validationError(result.error).fields ?? {})).toEqual(['_']);
  });
});
