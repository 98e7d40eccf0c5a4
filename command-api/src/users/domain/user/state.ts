// The User aggregate's state, folded from its stream user-<userID>.
import type { EventOf, UserEvents } from '@wb/contracts';

export type UserEvent = EventOf<typeof UserEvents>;

export interface UserState {
  readonly userID: number;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly grants: readonly string[];
  readonly roles: readonly string[];
  readonly degrees: readonly string[];
  readonly deactivated: boolean;
  readonly slackId: string | null;
  readonly trelloId: string | null;
  readonly avatar: string | null;
}

/** null until UserAdded. */
export type User = UserState | null;

export const initialState: User = null;

export const evolve = (state: User, event: UserEvent): User => {
  if (event.type === 'UserAdded') {
    const { userID, email, givenName, familyName } = event.data;
    return { userID, email, givenName, familyName, grants: [], roles: [], degrees: [], deactivated: false, slackId: null, trelloId: null, avatar: null };
  }
  if (state === null) return state;
  switch (event.type) {
    case 'UserDeactivated':
      return { ...state, deactivated: true };
    case 'UserReactivated':
      return { ...state, deactivated: false };
    case 'UserEmailChanged':
      return { ...state, email: event.data.email };
    case 'UserDegreesSet':
      return { ...state, degrees: event.data.degrees };
    case 'UserRoleAdded':
      return state.roles.includes(event.data.role) ? state : { ...state, roles: [...state.roles, event.data.role] };
    case 'UserRoleRemoved':
      return { ...state, roles: state.roles.filter((r) => r !== event.data.role) };
    case 'UserSlackIdSet':
      return { ...state, slackId: event.data.slackId };
    case 'UserTrelloIdSet':
      return { ...state, trelloId: event.data.trelloId };
    case 'UserAvatarChanged':
      return { ...state, avatar: event.data.src };
    case 'GrantsAdded':
      return { ...state, grants: [...state.grants, ...event.data.grants.filter((g) => !state.grants.includes(g))] };
    case 'GrantsRevoked':
      return { ...state, grants: state.grants.filter((g) => !event.data.grants.includes(g)) };
    case 'UserPasswordSet':
      return state;
    case 'UserSignedIn':
      return state;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
