// A project's link to a card of the card board (spec 000 sections 5 and 8): the project must exist
// and be in at least one folder, a card links one project at a time (its id is a unique key of this
// aggregate), linking another card replaces the link, and a due date set on the card is recorded.
import { Messages, type ExistingProject } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import type { CardLink, CardLinkEvent, LinkedCard } from './state';

export interface LinkCard {
  readonly type: 'LinkCard';
  readonly projectID: string;
  /** The project's own state, read from its stream. */
  readonly projectFound: boolean;
  readonly projectInFolders: boolean;
  /** The card as the card board answered it; null when it was not asked (the project is refused first). */
  readonly card: LinkedCard | null;
  /** The project holding the card now, if any. */
  readonly holder: ExistingProject | null;
}

export interface UnlinkCard {
  readonly type: 'UnlinkCard';
  readonly projectID: string;
}

export interface RecordCardDue {
  readonly type: 'RecordCardDue';
  readonly projectID: string;
  readonly cardId: string;
  /** As the card board holds it after the change. */
  readonly due: string | null;
  readonly dueComplete: boolean;
}

export type CardLinkCommand = LinkCard | UnlinkCard | RecordCardDue;

const link = (command: LinkCard, state: CardLink): Decision<CardLinkEvent> => {
  const { projectID, card, holder } = command;
  if (!command.projectFound) return domainError('notFound', Messages.cardBoardProjectNotFound);
  if (!command.projectInFolders) return domainError('invalidState', Messages.cardBoardNoFolders, { fields: { projectID: Messages.cardBoardNoFolders } });
  if (card === null) return domainError('validation', Messages.cardBoardChooseCard, { fields: { trelloCardId: Messages.cardBoardChooseCard } });
  if (holder !== null && holder.projectID !== projectID) {
    return domainError('conflict', Messages.cardBoardCardLinked, { details: { existingProject: holder } });
  }
  const current = state?.card ?? null;
  if (current?.id === card.id) return [];
  const linked: CardLinkEvent = {
    type: 'TrelloCardLinked',
    data: { projectID, cardId: card.id, url: card.url, name: card.name, due: card.due, dueComplete: card.dueComplete, dateLastActivity: card.dateLastActivity },
  };
  return current === null ? [linked] : [{ type: 'TrelloCardUnlinked', data: { projectID, cardId: current.id } }, linked];
};

const unlink = (command: UnlinkCard, state: CardLink): Decision<CardLinkEvent> => {
  const current = state?.card ?? null;
  if (current === null) return domainError('notFound', Messages.cardBoardNotLinked);
  return [{ type: 'TrelloCardUnlinked', data: { projectID: command.projectID, cardId: current.id } }];
};

const recordDue = (command: RecordCardDue, state: CardLink): Decision<CardLinkEvent> => {
  const current = state?.card ?? null;
  if (current?.id !== command.cardId) return domainError('notFound', Messages.cardBoardCardNotLinked);
  if (current.due === command.due && current.dueComplete === command.dueComplete) return [];
  return [{ type: 'TrelloCardDueUpdated', data: { projectID: command.projectID, cardId: command.cardId, due: command.due, dueComplete: command.dueComplete } }];
};

export const decide = (command: CardLinkCommand, state: CardLink): Decision<CardLinkEvent> => {
  switch (command.type) {
    case 'LinkCard':
      return link(command, state);
    case 'UnlinkCard':
      return unlink(command, state);
    case 'RecordCardDue':
      return recordDue(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
