// The fold's part for the project's own streams: its card, members, card-board link and tracking.
import { ProjectStatusSetBy, type AnyRecordedEvent } from '@wb/contracts';
import type { FoldState } from './foldState';

const STATUS_WORDS = { 0: 'deleted', 1: 'active', 2: 'archived' } as const;

export const CARD_EVENT_TYPES = [
  'ProjectCreated',
  'ProjectRenamed',
  'ProjectArchived',
  'ProjectDeleted',
  'ProjectRevived',
  'ProjectMemberJoined',
  'ProjectAddedToFolder',
  'ProjectRemovedFromFolder',
  'ProjectLinkAdded',
  'ProjectLinkRemoved',
  'ProjectDueDateSet',
  'ProjectDueDateCleared',
  'ProjectDueDateCompleted',
  'ProjectThumbnailChanged',
  'TrelloCardLinked',
  'TrelloCardUnlinked',
  'TrelloCardDueUpdated',
  'TrackingTaskUpdated',
  'TrackingTaskRemoved',
  'TrackingWordCountUpdated',
] as const;

/** Applies one event of the project's own streams; false when the event is of another kind. */
export const evolveCard = (state: FoldState, event: AnyRecordedEvent): boolean => {
  const card = state.card;
  switch (event.type) {
    case 'ProjectCreated':
      state.card = {
        name: event.data.name,
        status: 'active',
        createdAt: event.metadata.time,
        folderIDs: [...event.data.groups],
        due: { date: null, completedOn: null },
        links: [],
        wordCount: null,
        thumbnail: null,
        boardCard: null,
      };
      if (!state.members.includes(event.data.ownerUserID)) state.members.push(event.data.ownerUserID);
      return true;
    case 'ProjectMemberJoined':
      if (!state.members.includes(event.data.userID)) state.members.push(event.data.userID);
      return true;
    case 'TrackingTaskUpdated': {
      const { taskID, userID, date, hours } = event.data;
      state.tracking.set(`${taskID}|${userID}|${date}`, { taskID, userID, date, hours });
      return true;
    }
    case 'TrackingTaskRemoved':
      state.tracking.delete(`${event.data.taskID}|${event.data.userID}|${event.data.date}`);
      return true;
    default:
      return card !== null && evolveExistingCard(card, event);
  }
};

/** Changes of a card that exists (a stray event before ProjectCreated changes nothing). */
const evolveExistingCard = (card: NonNullable<FoldState['card']>, event: AnyRecordedEvent): boolean => {
  switch (event.type) {
    case 'ProjectRenamed':
      card.name = event.data.name;
      return true;
    case 'ProjectArchived':
    case 'ProjectDeleted':
    case 'ProjectRevived':
      card.status = STATUS_WORDS[ProjectStatusSetBy[event.type]];
      return true;
    case 'ProjectAddedToFolder':
      if (!card.folderIDs.includes(event.data.projectGroupID)) card.folderIDs.push(event.data.projectGroupID);
      return true;
    case 'ProjectRemovedFromFolder':
      card.folderIDs = card.folderIDs.filter((f) => f !== event.data.projectGroupID);
      return true;
    case 'ProjectLinkAdded':
      card.links = [...card.links, event.data.link];
      return true;
    case 'ProjectLinkRemoved':
      card.links = card.links.filter((l) => l.url !== event.data.url);
      return true;
    case 'ProjectDueDateSet':
      card.due = { date: event.data.dueDate, completedOn: null };
      return true;
    case 'ProjectDueDateCleared':
      card.due = { date: null, completedOn: null };
      return true;
    case 'ProjectDueDateCompleted':
      card.due = { date: card.due.date, completedOn: event.data.completedOn };
      return true;
    case 'ProjectThumbnailChanged':
      card.thumbnail = event.data.thumbnail;
      return true;
    case 'TrelloCardLinked':
      card.boardCard = { cardId: event.data.cardId, name: event.data.name, url: event.data.url, due: event.data.due };
      return true;
    case 'TrelloCardUnlinked':
      if (card.boardCard?.cardId === event.data.cardId) card.boardCard = null;
      return true;
    case 'TrelloCardDueUpdated':
      if (card.boardCard?.cardId === event.data.cardId) card.boardCard = { ...card.boardCard, due: event.data.due };
      return true;
    case 'TrackingWordCountUpdated':
      card.wordCount = event.data.wordCount;
      return true;
    default:
      return false;
  }
};
