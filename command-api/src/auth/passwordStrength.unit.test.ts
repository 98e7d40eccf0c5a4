import { ApiError } from '@wb/platform';
import { assertStrongPassword } from './passwordStrength';

const refusal = (password: string, person = {}): ApiError => {
  try {
    assertStrongPassword(password, person);
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error(`'${password}' was accepted`);
};

describe('password strength', () => {
  it.each(['12345678', 'password1', 'qwertyuiop', 'iloveyou2'])('refuses %s, naming the field', (password) => {
    const error = refusal(password);
    expect(error.status).toBe(400);
    expect(error.fields?.password).toMatch(/^Too easy to guess\./);
    expect(error.message).toMatch(/^Invalid input \(password: Too easy to guess\./);
  });

  it("refuses the user's own email or name", () => {
    const ada = { email: 'ada.lovelace@example.com', givenName: 'Ada', familyName: 'Lovelace' };
    expect(refusal('ada.lovelace@example.com', ada).status).toBe(400);
    expect(refusal('AdaLovelace', ada).status).toBe(400);
  });

  it('accepts a passphrase of a few unrelated words', () => {
    expect(() => assertStrongPassword('correct horse battery staple')).not.toThrow();
    expect(() => assertStrongPassword('a long enough password', { email: 'ada@example.com' })).not.toThrow();
  });
});
