// The learning site's configuration (docs/decisions/learning.md): LEARNING_BASE_URL configures it,
// LEARNING_TOKEN is sent when set, each request bounded by LEARNING_TIMEOUT_MS.
import { ConfigError, loadConfig } from '../config/config';

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.variable;
    throw err;
  }
  return null;
};

describe('the learning-site configuration', () => {
  it('is null without a base URL', () => {
    expect(loadConfig({}).learning).toBeNull();
  });

  it('is the site at the base URL, without a token by default, 5 s a request', () => {
    expect(loadConfig({ LEARNING_BASE_URL: 'https://learn.example/' }).learning).toEqual({ baseUrl: 'https://learn.example', token: null, timeoutMs: 5000 });
    expect(loadConfig({ LEARNING_BASE_URL: 'http://127.0.0.1:4000', LEARNING_TOKEN: 't1', LEARNING_TIMEOUT_MS: '800' }).learning).toEqual({
      baseUrl: 'http://127.0.0.1:4000',
      token: 't1',
      timeoutMs: 800,
    });
  });

  it('refuses a token without a URL, a bad URL, a token with spaces and a timeout out of bounds, naming the variable', () => {
    expect(refusal({ LEARNING_TOKEN: 't1' })).toBe('LEARNING_BASE_URL');
    expect(refusal({ LEARNING_BASE_URL: 'ftp://x' })).toBe('LEARNING_BASE_URL');
    expect(refusal({ LEARNING_BASE_URL: 'https://learn.example', LEARNING_TOKEN: 'a b' })).toBe('LEARNING_TOKEN');
    expect(refusal({ LEARNING_BASE_URL: 'https://learn.example', LEARNING_TIMEOUT_MS: '5' })).toBe('LEARNING_TIMEOUT_MS');
  });
});
