// The project list's batch folded in memory: the rows its events touch (read once by batch.ts) changed in
// the batch's order exactly as apply() changes them one statement at a time, plus what must be written
// back (dirty cards, relation flags the batch set, count deltas, cards whose members to write again).
// An event apply() would refuse (a project or person it lacks, a project created twice) throws, and the
// runtime then applies the batch event by event and parks that event.
import { LearnLinkStatus, ProjectStatus, ProjectStatusSetBy, linkStatusOf, type AnyRecordedEvent, type ProjectCardRow } from '@wb/contracts';
import { ALL_PROJECTS } from './tables';

export type ProjectEvent = Extract<
  AnyRecordedEvent,
  {
    type:
      | 'ProjectCreated'
      | 'ProjectRenamed'
      | 'ProjectArchived'
      | 'ProjectDeleted'
      | 'ProjectRevived'
      | 'ProjectAddedToFolder'
      | 'ProjectRemovedFromFolder'
      | 'ProjectAccessed'
      | 'ProjectMemberJoined'
      | 'ProjectSubscribed'
      | 'ProjectUnsubscribed'
      | ContentsEventType;
  }
>;
export type PersonEvent = Extract<AnyRecordedEvent, { type: 'UserAdded' | 'UserAvatarChanged' }>;

/**
 * The contents page's settings, the word count tracking keeps, the linked card of the card board and the
 * learning site's status (spec 000 sections 3 and 9, Project wordCount and data.trello): they change only columns of the card.
 */
export const CONTENTS_TYPES = [
  'ProjectLinkAdded',
  'ProjectLinkRemoved',
  'ProjectDueDateSet',
  'ProjectDueDateCleared',
  'ProjectDueDateCompleted',
  'ProjectThumbnailChanged',
  'TrackingWordCountUpdated',
  'TrelloCardLinked',
  'TrelloCardUnlinked',
  'LearnNodeLinked',
  'LearnNodeUnlinked',
] as const;
type ContentsEventType = (typeof CONTENTS_TYPES)[number];

export const PROJECT_TYPES = new Set<string>([
  ...CONTENTS_TYPES,
  'ProjectCreated',
  'ProjectRenamed',
  'ProjectArchived',
  'ProjectDeleted',
  'ProjectRevived',
  'ProjectAddedToFolder',
  'ProjectRemovedFromFolder',
  'ProjectAccessed',
  'ProjectMemberJoined',
  'ProjectSubscribed',
  'ProjectUnsubscribed',
]);
/** The card's data.trello from the link's event (webhooks are not registered: docs/decisions/cardBoard.md). */
export const trelloLinkOf = (linked: { cardId: string; url: string; dateLastActivity: string | null }): NonNullable<ProjectCardRow['trello']> => ({
  id: linked.cardId,
  url: linked.url,
  dateLastActivity: linked.dateLastActivity,
  webhooks: [],
});
export const isProjectEvent = (event: AnyRecordedEvent): event is ProjectEvent => PROJECT_TYPES.has(event.type);
export const PERSON_TYPES = new Set<string>(['UserAdded', 'UserAvatarChanged']);
export const isPersonEvent = (event: AnyRecordedEvent): event is PersonEvent => PERSON_TYPES.has(event.type);

/** The columns of a card the events change (the rest keep their defaults or stored values). */
export type CardRow = Pick<
  ProjectCardRow,
  'project_id' | 'name' | 'status' | 'created_on' | 'modified' | 'groups' | 'owner_user_id' | 'thumbnail' | 'links' | 'due_date' | 'due_completed_on' | 'word_count' | 'trello' | 'learn_status'
>;

/** A card known to exist but not loaded (only opened in the batch): the fold must never write it. */
export const openedOnlyCard = (projectID: string): CardRow & { readonly openedOnly: true } => ({
  project_id: projectID,
  name: '',
  status: ProjectStatus.Active,
  created_on: '',
  modified: '',
  groups: [],
  owner_user_id: 0,
  thumbnail: null,
  links: [],
  due_date: null,
  due_completed_on: null,
  word_count: 0,
  trello: null,
  learn_status: LearnLinkStatus.notLinked,
  openedOnly: true,
});
const isOpenedOnly = (card: CardRow): boolean => 'openedOnly' in card;

/** What the batch sets on a (project, user) relation; null: left as stored (or its default when new). */
export interface RelationChange {
  project_id: string;
  user_id: number;
  member: boolean | null;
  owner: boolean | null;
  subscribed: boolean | null;
  last_accessed: string | null;
}

export interface PersonRow {
  user_id: number;
  given_name: string;
  family_name: string;
  avatar: string | null;
}

/** A card to write: new (created by the batch) or changed, and whether its members are written again. */
export interface CardWrite extends CardRow {
  is_new: boolean;
  refresh_members: boolean;
}

export interface CountDelta {
  group_id: string;
  status: number;
  n: number;
}

export interface FoldedBatch {
  /** Cards created or changed, in their final state, and those whose members (relations, names) changed. */
  readonly cards: CardWrite[];
  readonly relations: RelationChange[];
  readonly people: PersonRow[];
  /** Every count the events touched, a zero sum included (apply() leaves such a row at 0). */
  readonly counts: CountDelta[];
  /** People whose names or avatar changed: the other cards they are a member of get their members written again too. */
  readonly membersOfPeople: number[];
}

class Folding {
  private readonly dirty = new Set<string>();
  private readonly created = new Set<string>();
  private readonly relations = new Map<string, RelationChange>();
  private readonly counts = new Map<string, CountDelta>();
  private readonly membersOfCards = new Set<string>();
  private readonly changedPeople = new Set<number>();

  constructor(
    private readonly cards: Map<string, CardRow>,
    private readonly people: Map<number, PersonRow>,
  ) {}

  project(event: ProjectEvent): void {
    const { projectID } = event.data;
    const time = event.metadata.time;
    if (event.type === 'ProjectCreated') return this.create(event);
    const card = this.cards.get(projectID);
    if (!card) throw new Error(`Project ${projectID} is not in the read model`);
    switch (event.type) {
      case 'ProjectRenamed':
        card.name = event.data.name;
        return this.touch(card, time);
      case 'ProjectArchived':
      case 'ProjectDeleted':
      case 'ProjectRevived': {
        const status = ProjectStatusSetBy[event.type];
        if (card.status !== status) {
          this.count([ALL_PROJECTS, ...card.groups], card.status, -1);
          this.count([ALL_PROJECTS, ...card.groups], status, 1);
          card.status = status;
        }
        return this.touch(card, time);
      }
      case 'ProjectAddedToFolder':
      case 'ProjectRemovedFromFolder': {
        const group = event.data.projectGroupID;
        const adding = event.type === 'ProjectAddedToFolder';
        const wasIn = card.groups.includes(group);
        if (adding && !wasIn) card.groups = [...card.groups, group];
        if (!adding) card.groups = card.groups.filter((g) => g !== group);
        if (wasIn !== adding) this.count([group], card.status, adding ? 1 : -1);
        return this.touch(card, time);
      }
      case 'ProjectAccessed':
        this.relation(projectID, event.data.userID).last_accessed = time;
        return;
      case 'ProjectLinkAdded':
        card.links = [...card.links, event.data.link];
        return this.touch(card, time);
      case 'ProjectLinkRemoved':
        card.links = card.links.filter((l) => l.url !== event.data.url);
        return this.touch(card, time);
      case 'ProjectDueDateSet':
      case 'ProjectDueDateCleared':
        card.due_date = event.type === 'ProjectDueDateSet' ? event.data.dueDate : null;
        card.due_completed_on = null;
        return this.touch(card, time);
      case 'ProjectDueDateCompleted':
        card.due_completed_on = event.data.completedOn;
        return this.touch(card, time);
      case 'ProjectThumbnailChanged':
        card.thumbnail = event.data.thumbnail;
        return this.touch(card, time);
      case 'TrackingWordCountUpdated':
        card.word_count = event.data.wordCount;
        return this.touch(card, time);
      case 'TrelloCardLinked':
        card.trello = trelloLinkOf(event.data);
        return this.touch(card, time);
      case 'TrelloCardUnlinked':
        if (card.trello?.id === event.data.cardId) card.trello = null;
        return this.touch(card, time);
      case 'LearnNodeLinked':
        card.learn_status = linkStatusOf(event.data.mediaStatus);
        return this.touch(card, time);
      case 'LearnNodeUnlinked':
        card.learn_status = LearnLinkStatus.notLinked;
        return this.touch(card, time);
      case 'ProjectMemberJoined':
        this.relation(projectID, event.data.userID).member = true;
        this.membersOfCards.add(projectID);
        return;
      case 'ProjectSubscribed':
      case 'ProjectUnsubscribed':
        this.relation(projectID, event.data.userID).subscribed = event.type === 'ProjectSubscribed';
        this.membersOfCards.add(projectID);
        return;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  }

  person(event: PersonEvent): void {
    const { userID } = event.data;
    const known = this.people.get(userID);
    if (event.type === 'UserAdded') {
      this.people.set(userID, { user_id: userID, given_name: event.data.givenName, family_name: event.data.familyName, avatar: known?.avatar ?? null });
    } else {
      if (!known) throw new Error(`User ${userID} is not in the read model`);
      known.avatar = event.data.src;
    }
    this.changedPeople.add(userID);
  }

  result(): FoldedBatch {
    const pick = <K, V>(keys: Iterable<K>, from: Map<K, V>): V[] =>
      [...keys].flatMap((k) => {
        const v = from.get(k);
        return v ? [v] : [];
      });
    const cards = pick(new Set([...this.dirty, ...this.membersOfCards]), this.cards).map((card) => ({
      ...card,
      is_new: this.created.has(card.project_id),
      refresh_members: this.membersOfCards.has(card.project_id),
    }));
    // batch.ts loads in full every card an event other than an opening touches; a stand-in written back
    // would blank the card, so refuse (the runtime then applies the batch event by event).
    const standIn = cards.find(isOpenedOnly);
    if (standIn) throw new Error(`Project ${standIn.project_id} was loaded only to check it exists, but the batch changes its card`);
    return {
      cards,
      relations: [...this.relations.values()],
      people: pick(this.changedPeople, this.people),
      counts: [...this.counts.values()],
      membersOfPeople: [...this.changedPeople],
    };
  }

  /** The card, its creator's relation (owner, member, subscribed) and the counts, as create() writes them. */
  private create(event: Extract<ProjectEvent, { type: 'ProjectCreated' }>): void {
    const { projectID, name, groups, ownerUserID } = event.data;
    if (this.cards.has(projectID)) throw new Error(`Project ${projectID} is already in the read model`);
    const time = event.metadata.time;
    this.cards.set(projectID, {
      project_id: projectID,
      name,
      status: ProjectStatus.Active,
      created_on: time,
      modified: time,
      groups: [...groups],
      owner_user_id: ownerUserID,
      thumbnail: null,
      links: [],
      due_date: null,
      due_completed_on: null,
      word_count: 0,
      trello: null,
      learn_status: LearnLinkStatus.notLinked,
    });
    this.dirty.add(projectID);
    this.created.add(projectID);
    Object.assign(this.relation(projectID, ownerUserID), { member: true, owner: true, subscribed: true });
    this.count([ALL_PROJECTS, ...groups], ProjectStatus.Active, 1);
    this.membersOfCards.add(projectID);
  }

  private touch(card: CardRow, time: string): void {
    card.modified = time;
    this.dirty.add(card.project_id);
  }

  private relation(projectID: string, userID: number): RelationChange {
    const key = `${projectID}\u0000${userID}`;
    let relation = this.relations.get(key);
    if (!relation) {
      relation = { project_id: projectID, user_id: userID, member: null, owner: null, subscribed: null, last_accessed: null };
      this.relations.set(key, relation);
    }
    return relation;
  }

  /** Each folder once (a project is in a folder or not), as addToCounts takes them. */
  private count(groups: readonly string[], status: number, n: number): void {
    for (const group of new Set(groups)) {
      const key = `${group}\u0000${status}`;
      const delta = this.counts.get(key);
      if (delta) delta.n += n;
      else this.counts.set(key, { group_id: group, status, n });
    }
  }
}

/** Folds the batch's events over the loaded rows (changed in place); throws where apply() would. */
export const foldBatch = (events: readonly AnyRecordedEvent[], cards: Map<string, CardRow>, people: Map<number, PersonRow>): FoldedBatch => {
  const folding = new Folding(cards, people);
  for (const event of events) {
    if (isProjectEvent(event)) folding.project(event);
    else if (isPersonEvent(event)) folding.person(event);
  }
  return folding.result();
};
