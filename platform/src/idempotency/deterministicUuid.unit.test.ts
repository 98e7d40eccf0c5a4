import { z } from 'zod';
import { deterministicUuid } from './deterministicUuid';

describe('deterministicUuid', () => {
  it('derives the same uuid from the same name, so a retried command writes the same event ids', () => {
    expect(deterministicUuid('key-1|project-a|0')).toBe(deterministicUuid('key-1|project-a|0'));
  });

  it('derives different uuids from different names', () => {
    expect(deterministicUuid('key-1|project-a|0')).not.toBe(deterministicUuid('key-1|project-a|1'));
  });

  it('is a valid version 5 uuid that event metadata accepts', () => {
    const id = deterministicUuid('anything');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.string().uuid().safeParse(id).success).toBe(true);
  });
});
