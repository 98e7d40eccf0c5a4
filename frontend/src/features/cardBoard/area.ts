import { defineClientArea } from '../../app/clientArea';
import { watchCardBoard } from './cardBoardSagas';
import cardBoard from './cardBoardSlice';

/** The contents page's Card-board link section: a project linked to a card of its folders' boards. */
export const cardBoardArea = defineClientArea({ name: 'cardBoard', reducers: { cardBoard }, saga: watchCardBoard });
