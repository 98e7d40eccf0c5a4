// The card board's configuration (docs/decisions/cardBoard.md): TRELLO_KEY and TRELLO_TOKEN together
// configure it, at TRELLO_BASE_URL (Trello's own by default), each request bounded by TRELLO_TIMEOUT_MS.
import { ConfigError, loadConfig } from '../config/config';

describe('the card-board configuration', () => {
  it('is null without a key and token', () => {
    expect(loadConfig({}).trello).toBeNull();
  });

  it("is Trello's API with a key and token, 5 s a request", () => {
    expect(loadConfig({ TRELLO_KEY: 'k1', TRELLO_TOKEN: 't1' }).trello).toEqual({ baseUrl: 'https://api.trello.com', key: 'k1', token: 't1', timeoutMs: 5000 });
  });

  it('takes another base URL (the tests’ stand-in) and timeout', () => {
    expect(loadConfig({ TRELLO_KEY: 'k1', TRELLO_TOKEN: 't1', TRELLO_BASE_URL: 'http://127.0.0.1:4000/', TRELLO_TIMEOUT_MS: '800' }).trello).toEqual({
      baseUrl: 'http://127.0.0.1:4000',
      key: 'k1',
      token: 't1',
      timeoutMs: 800,
    });
  });

  it('refuses a key without a token, a bad URL and a timeout out of bounds, naming the variable', () => {
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (err) {
        if (err instanceof ConfigError) return err.variable;
        throw err;
      }
      return null;
    };
    expect(refusal({ TRELLO_KEY: 'k1' })).toBe('TRELLO_TOKEN');
    expect(refusal({ TRELLO_TOKEN: 't1' })).toBe('TRELLO_KEY');
    expect(refusal({ TRELLO_KEY: 'k1', TRELLO_TOKEN: 't1', TRELLO_BASE_URL: 'ftp://x' })).toBe('TRELLO_BASE_URL');
    expect(refusal({ TRELLO_KEY: 'k1', TRELLO_TOKEN: 't1', TRELLO_TIMEOUT_MS: '5' })).toBe('TRELLO_TIMEOUT_MS');
    expect(refusal({ TRELLO_KEY: 'k 1', TRELLO_TOKEN: 't1' })).toBe('TRELLO_KEY');
  });
});
