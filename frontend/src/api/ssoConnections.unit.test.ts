import { connectionsFromBody, ssoStartHref } from './ssoConnections';

describe('the single sign-on connections', () => {
  it('reads named connections, labelling those without a label by their name', () => {
    expect(connectionsFromBody({ connections: [{ name: 'google' }, { name: 'staff-sso', label: 'Staff account' }, 'okta'] })).toEqual([
      { name: 'google', label: 'Google' },
      { name: 'staff-sso', label: 'Staff account' },
      { name: 'okta', label: 'Okta' },
    ]);
  });

  it('counts an unreadable answer, or a name that is not a short name, as none', () => {
    expect(connectionsFromBody(null)).toEqual([]);
    expect(connectionsFromBody({ connections: 'google' })).toEqual([]);
    expect(connectionsFromBody({ connections: [{ name: 'a b' }, { name: '' }, 7] })).toEqual([]);
  });

  it('starts the sign-on at /auth/initialize with the connection name', () => {
    expect(ssoStartHref('/auth/initialize', { name: 'google', label: 'Google' })).toBe('/auth/initialize?connection=google');
  });
});
