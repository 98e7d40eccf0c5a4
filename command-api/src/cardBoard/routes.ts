// The card-board commands: linkTrelloCard (the project read from its own stream, the card asked of
// the card board, its holder found by the card's unique key), unlinkTrelloCard, and updateDueDate
// (set on the card board, then recorded on the link of the project holding the card).
import { Calls, Messages, type CallDef } from '@wb/contracts';
import { ApiError, askCardBoard } from '@wb/platform';
import { projectAggregate } from '../projects/domain/project/aggregate';
import { commandCall, answer, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { holderOf, loadState } from '../shared/streams';
import { cardLinkAggregate } from './domain/cardLink/aggregate';
import type { LinkedCard } from './domain/cardLink/state';

export const cardBoardRoutes = (deps: CommandDeps): CommandRoute[] => {
  const links = handlerOf(deps.eventStore, cardLinkAggregate);
  const route = <C extends CallDef>(call: C, run: Parameters<typeof commandCall<C>>[2]) => commandCall(deps, call, run);

  const cardOf = async (cardId: string): Promise<LinkedCard> => {
    const card = await askCardBoard(() => deps.cardBoard.card(cardId), Messages.cardBoardCardNotFound);
    return { id: card.id, url: card.url, name: card.name, due: card.due, dueComplete: card.dueComplete, dateLastActivity: card.dateLastActivity };
  };

  /** The project holding the card now, with its name (its id when its stream has none). */
  const holderOfCard = async (cardId: string) => {
    const holder = await holderOf(deps.eventStore, cardLinkAggregate, 'card', cardId);
    if (holder?.card == null) return null;
    const project = await loadState(deps.eventStore, projectAggregate, holder.projectID);
    return { projectID: holder.projectID, name: project?.name ?? holder.projectID };
  };

  return [
    route(Calls.project.linkTrelloCard, async (input, _ctx, meta) => {
      const { projectID, trelloCardId } = input;
      const project = await loadState(deps.eventStore, projectAggregate, projectID);
      const projectInFolders = (project?.groups.length ?? 0) > 0;
      // The card board is asked only for a project that may hold a card.
      const card = project !== null && projectInFolders ? await cardOf(trelloCardId) : null;
      const outcome = await links.handle(meta, projectID, async () => ({
        type: 'LinkCard',
        projectID,
        projectFound: project !== null,
        projectInFolders,
        card,
        holder: card === null ? null : await holderOfCard(card.id),
      }));
      return answer(ok, outcome.position);
    }),
    route(Calls.project.unlinkTrelloCard, async (input, _ctx, meta) => {
      const outcome = await links.handle(meta, input.projectID, () => ({ type: 'UnlinkCard', projectID: input.projectID }));
      return answer(ok, outcome.position);
    }),
    route(Calls.trello.updateDueDate, async (input, _ctx, meta) => {
      const { cardId, dueDate, dueComplete } = input;
      const holder = await holderOf(deps.eventStore, cardLinkAggregate, 'card', cardId);
      const projectID = holder?.card?.id === cardId ? holder.projectID : null;
      if (projectID === null) throw new ApiError('notFound', Messages.cardBoardCardNotLinked);
      // A day alone is the card's due at noon UTC, so that it is the same day wherever it is read.
      const due = dueDate === null ? null : dueDate.length === 10 ? `${dueDate}T12:00:00.000Z` : new Date(dueDate).toISOString();
      await askCardBoard(() => deps.cardBoard.updateDue(cardId, due, dueComplete), Messages.cardBoardCardNotFound);
      // What the card board holds now is recorded (it may round the time).
      const card = await cardOf(cardId);
      const outcome = await links.handle(meta, projectID, () => ({ type: 'RecordCardDue', projectID, cardId, due: card.due, dueComplete: card.dueComplete }));
      return answer(ok, outcome.position);
    }),
  ];
};
