// Grant strings: {type}.{subtype}[-{level}] (spec 000 sections 5 and 6). Pure functions shared by the
// server's authorization check and the client's hiding of what a user cannot use.
import { GrantLevel, type GrantLevelName } from './constants';

export const ContentGrantTypes = ['assets', 'projects', 'learning'] as const;
export const AdminGrantTypes = [
  'projects',
  'permissions',
  'users',
  'folders',
  'analytics',
  'errors',
  'resources',
  'tasks',
  'reports',
  'assets',
  'launch',
  'exports',
  'labels',
  'feedback',
  'stats',
  'search',
] as const;

export const ROOT_GRANT = 'root';

export type ContentGrantType = (typeof ContentGrantTypes)[number];
export type AdminGrantType = (typeof AdminGrantTypes)[number];
/**
 * Every grant the product knows, spelled out from the tables above: `grant('admin.permisions')` in the
 * registry (or anywhere a Grant is asked for) does not compile. Grants read from users stay strings:
 * parse those with parseGrant or isGrant.
 */
export type Grant = typeof ROOT_GRANT | `content.${ContentGrantType}-${GrantLevelName}` | `admin.${AdminGrantType}`;

export interface ParsedGrant {
  type: 'content' | 'admin' | 'root';
  subtype: string;
  level?: GrantLevelName;
}

/** Parses a grant string, or returns the reason it is not one. */
export const parseGrant = (grant: string): ParsedGrant | { error: string } => {
  if (grant === ROOT_GRANT) return { type: 'root', subtype: '' };
  const m = /^(content|admin)\.([a-z]+)(?:-(view|edit))?$/.exec(grant);
  if (!m) return { error: `'${grant}' is not a grant: use type.subtype[-level]` };
  const [, type, subtype, level] = m as unknown as [string, 'content' | 'admin', string, GrantLevelName | undefined];
  if (type === 'content') {
    if (!(ContentGrantTypes as readonly string[]).includes(subtype)) return { error: `'${subtype}' is not a content grant` };
    if (!level) return { error: `content grant '${grant}' needs a level (view or edit)` };
    return { type, subtype, level };
  }
  if (!(AdminGrantTypes as readonly string[]).includes(subtype)) return { error: `'${subtype}' is not an admin grant` };
  if (level) return { error: `admin grant '${grant}' takes no level` };
  return { type, subtype };
};

export const isGrant = (grant: string): grant is Grant => !('error' in parseGrant(grant));

/** Whether the held grants satisfy a required one: root allows all, edit satisfies view. */
export const satisfies = (held: readonly string[], required: string): boolean => {
  if (held.includes(ROOT_GRANT)) return true;
  const need = parseGrant(required);
  if ('error' in need) return false;
  return held.some((h) => {
    const have = parseGrant(h);
    if ('error' in have || have.type !== need.type || have.subtype !== need.subtype) return false;
    if (need.level === undefined) return true;
    return have.level !== undefined && GrantLevel[have.level] >= GrantLevel[need.level];
  });
};

/** Admins for the "owners and admins" rules: holders of admin.projects (or root). */
export const isProjectAdmin = (held: readonly string[]): boolean => satisfies(held, 'admin.projects');

/** All grants an admin can hand out, for the permission dialog. */
export const allGrantOptions = (): string[] => [...ContentGrantTypes.flatMap((t) => [`content.${t}-view`, `content.${t}-edit`]), ...AdminGrantTypes.map((t) => `admin.${t}`), ROOT_GRANT];
