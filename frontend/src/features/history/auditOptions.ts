// What the audit trail's filters offer across the whole workspace: every event type the catalogue
// knows, in the words the server gives each entry's kind (historyKindOf), and the team as the people.
import { EventCatalogue, historyKindOf, type TeamMember } from '@wb/contracts';

export const auditKinds: readonly { type: string; kind: string }[] = Object.keys(EventCatalogue)
  .map((type) => ({ type, kind: historyKindOf(type) }))
  .sort((a, b) => a.kind.localeCompare(b.kind));

export const auditPeople = (team: readonly TeamMember[]): { userID: number; name: string }[] => team.map((m) => ({ userID: m.userID, name: m.fullName })).sort((a, b) => a.name.localeCompare(b.name));
