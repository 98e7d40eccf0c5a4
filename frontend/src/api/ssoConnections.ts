// The single sign-on connections the login page offers a button for (OpenID Connect, started at
// /auth/initialize?connection=<name>). The server lists them at GET /auth/connections; a server that
// does not answer there offers none, so the page shows only the email form.
import { AuthPaths } from '@wb/contracts';

export const SSO_CONNECTIONS_PATH = AuthPaths.connections;

export interface SsoConnection {
  name: string;
  label: string;
}

const NAME = /^[\w.-]{1,64}$/;

const labelOf = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** Reads `{ connections: [{ name, label? }] }` (or plain names); anything unreadable counts as none. */
export const connectionsFromBody = (body: unknown): SsoConnection[] => {
  const list = (body as { connections?: unknown } | null)?.connections;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown): SsoConnection[] => {
    const name = typeof entry === 'string' ? entry : (entry as { name?: unknown } | null)?.name;
    if (typeof name !== 'string' || !NAME.test(name)) return [];
    const label = (entry as { label?: unknown } | null)?.label;
    return [{ name, label: typeof label === 'string' && label.trim() !== '' ? label.trim() : labelOf(name) }];
  });
};

/** Where the button for a connection points. */
export const ssoStartHref = (initializePath: string, connection: SsoConnection): string => `${initializePath}?connection=${encodeURIComponent(connection.name)}`;
