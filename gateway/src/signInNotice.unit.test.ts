import { signInNotice } from './signInNotice';

describe('signInNotice', () => {
  it('on the first start, names the URL, the email and the generated password', () => {
    const text = signInNotice('http://localhost:8080', { email: 'admin@localhost', created: true, generatedPassword: 'Zx9-secret' });
    expect(text).toContain('http://localhost:8080');
    expect(text).toContain('admin@localhost');
    expect(text).toContain('Zx9-secret');
  });
  it('never prints a password the operator chose', () => {
    const text = signInNotice('http://localhost:8080', { email: 'boss@example.com', created: true });
    expect(text).toContain('ADMIN_PASSWORD');
    expect(text).toContain('boss@example.com');
  });
  it('on later starts, says only where it runs', () => {
    expect(signInNotice('http://localhost:8080', { email: 'boss@example.com', created: false })).toBe('Whiteboard Studio is running at http://localhost:8080');
  });
});
