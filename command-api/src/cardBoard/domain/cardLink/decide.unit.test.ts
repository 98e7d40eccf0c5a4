import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { cardLinkAggregate } from './aggregate';
import type { LinkCard } from './decide';
import type { CardLinkEvent, LinkedCard } from './state';

const { given } = deciderSpec(cardLinkAggregate);
const projectID = 'p-1';
const card = (id: string): LinkedCard => ({ id, url: `https://trello.example/c/${id}`, name: `Card ${id}`, due: null, dueComplete: false, dateLastActivity: '2026-11-01T10:00:00.000Z' });
const linkOf = (c: LinkedCard): LinkCard => ({ type: 'LinkCard', projectID, projectFound: true, projectInFolders: true, card: c, holder: null });
const linked = (c: LinkedCard): CardLinkEvent => ({
  type: 'TrelloCardLinked',
  data: { projectID, cardId: c.id, url: c.url, name: c.name, due: c.due, dueComplete: c.dueComplete, dateLastActivity: c.dateLastActivity },
});
const unlinked = (cardId: string): CardLinkEvent => ({ type: 'TrelloCardUnlinked', data: { projectID, cardId } });

describe('linking a card (spec 000 section 5)', () => {
  it('links a project in a folder to the card chosen', () => {
    given([])
      .when(linkOf(card('c1')))
      .then([linked(card('c1'))]);
  });

  it('refuses a project that does not exist, and one in no folder with the spec message', () => {
    given([])
      .when({ ...linkOf(card('c1')), projectFound: false })
      .thenFails('notFound', Messages.cardBoardProjectNotFound);
    given([])
      .when({ ...linkOf(card('c1')), projectInFolders: false })
      .thenFails('invalidState', "This project isn't in any folders, please add it to at least one folder to retrieve cards.");
  });

  it('refuses a card linked to another project, naming that project (existingProject)', () => {
    const refused = given([])
      .when({ ...linkOf(card('c1')), holder: { projectID: 'p-2', name: 'Optics' } })
      .thenFails('conflict', 'Sorry, that card is already linked to an existing project:');
    expect(refused.details).toEqual({ existingProject: { projectID: 'p-2', name: 'Optics' } });
  });

  it('does nothing when the project already holds that card', () => {
    given([linked(card('c1'))])
      .when({ ...linkOf(card('c1')), holder: { projectID, name: 'Mine' } })
      .then([]);
  });

  it('replaces the link with another card: the old one is unlinked first', () => {
    given([linked(card('c1'))])
      .when(linkOf(card('c2')))
      .then([unlinked('c1'), linked(card('c2'))]);
  });

  it('claims the card id, and gives it up when replaced', () => {
    expect(cardLinkAggregate.claimsOf([unlinked('c1'), linked(card('c2'))], null, linkOf(card('c2')))).toEqual({
      reserve: [cardLinkAggregate.key('card', 'c2')],
      release: [cardLinkAggregate.key('card', 'c1')],
    });
  });
});

describe('unlinking (removing the sync)', () => {
  it('unlinks the card the project holds', () => {
    given([linked(card('c1'))])
      .when({ type: 'UnlinkCard', projectID })
      .then([unlinked('c1')]);
  });

  it('refuses a project that holds no card', () => {
    given([linked(card('c1')), unlinked('c1')])
      .when({ type: 'UnlinkCard', projectID })
      .thenFails('notFound', Messages.cardBoardNotLinked);
  });
});

describe("recording a card's due date", () => {
  const due = { type: 'RecordCardDue' as const, projectID, cardId: 'c1', due: '2026-12-31T17:00:00.000Z', dueComplete: true };

  it('records the due date and completion the card board now holds', () => {
    given([linked(card('c1'))])
      .when(due)
      .then([{ type: 'TrelloCardDueUpdated', data: { projectID, cardId: 'c1', due: '2026-12-31T17:00:00.000Z', dueComplete: true } }]);
  });

  it('records nothing when they did not change', () => {
    given([linked(card('c1')), { type: 'TrelloCardDueUpdated', data: { projectID, cardId: 'c1', due: due.due, dueComplete: true } }])
      .when(due)
      .then([]);
  });

  it('refuses a card the project is not linked to', () => {
    given([linked(card('c2'))])
      .when(due)
      .thenFails('notFound', Messages.cardBoardCardNotLinked);
  });
});
