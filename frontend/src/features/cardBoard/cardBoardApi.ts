// The card-board reads of the contents page: the project's link (the cardLinks read model), the cards
// of its folders' boards and the linked card's data (both asked of the card board, which may not be
// configured, or may not answer: the section says so itself); the admin's folder dialog asks a board's
// names.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const cardBoardApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    cardLink: callQuery(build, Calls.project.getTrelloCardLink),
    folderCards: callQuery(build, Calls.project.getGroupTrelloBoards, { screenShows: 'all' }),
    cardData: callQuery(build, Calls.trello.fetchCardData, { screenShows: 'all' }),
    boardData: callQuery(build, Calls.trello.getBoardData, { screenShows: 'all' }),
  }),
});

export const { useCardLinkQuery, useFolderCardsQuery, useCardDataQuery, useBoardDataQuery } = cardBoardApi;
