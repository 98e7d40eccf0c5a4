// Plain words for a person's events. A credential's value never reaches an event; that one was set is
// all the history says.
import { withItem, withoutItems, type Rules } from './rule';

export const peopleRules: Rules = {
  UserAdded: {
    set: (d) => ({ email: d.email, givenName: d.givenName, familyName: d.familyName, active: true }),
    summary: (d) => `Added ${d.givenName} ${d.familyName} (${d.email})`,
  },
  UserDeactivated: { set: () => ({ active: false }), summary: () => 'Deactivated the account' },
  UserReactivated: { set: () => ({ active: true }), summary: () => 'Reactivated the account' },
  UserEmailChanged: { set: (d) => ({ email: d.email }), summary: (d) => `Changed the email from ${d.previousEmail} to ${d.email}` },
  UserDegreesSet: { set: (d) => ({ degrees: d.degrees }), summary: (d) => (d.degrees.length === 0 ? 'Cleared the degrees' : `Set the degrees to ${d.degrees.join(', ')}`) },
  UserRoleAdded: { set: (d, s) => ({ roles: withItem(s.roles, d.role) }), summary: (d) => `Added the role ${d.role}` },
  UserRoleRemoved: { set: (d, s) => ({ roles: withoutItems(s.roles, [d.role]) }), summary: (d) => `Removed the role ${d.role}` },
  UserSlackIdSet: { set: (d) => ({ slackId: d.slackId }), summary: () => 'Set the Slack id' },
  UserTrelloIdSet: { set: (d) => ({ trelloId: d.trelloId }), summary: () => 'Set the Trello id' },
  UserAvatarChanged: { set: (d) => ({ avatar: d.src }), summary: () => 'Changed the picture' },
  GrantsAdded: { set: (d, s) => ({ grants: d.grants.reduce<unknown>((list, g) => withItem(list, g), s.grants) }), summary: (d) => `Granted ${d.grants.join(', ')}` },
  GrantsRevoked: { set: (d, s) => ({ grants: withoutItems(s.grants, d.grants) }), summary: (d) => `Revoked ${d.grants.join(', ')}` },
  UserPasswordSet: { set: () => ({}), summary: () => 'Set a new password' },
  UserSignedIn: { set: () => ({}), summary: (d) => `Signed in (${d.method === 'oidc' ? 'single sign-on' : 'password'})` },
};
