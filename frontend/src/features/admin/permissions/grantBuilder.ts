import { AdminGrantTypes, ContentGrantTypes, type GrantLevelName } from '@wb/contracts';

export type GrantType = 'content' | 'admin';

export const subtypesOf = (type: GrantType): readonly string[] => (type === 'content' ? ContentGrantTypes : AdminGrantTypes);

/** content grants carry a level (view or edit); admin grants have none (spec 000 section 5). */
export const buildGrant = (type: GrantType, subtype: string, level: GrantLevelName): string => (type === 'content' ? `content.${subtype}-${level}` : `admin.${subtype}`);
