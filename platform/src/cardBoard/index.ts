export * from './cardBoard';
export { cardBoardFromConfig, trelloCardBoard, type TrelloConfig } from './trelloCardBoard';
export { startTrelloStandIn, type TrelloStandIn } from './testing/trelloStandIn';
export { askCardBoard } from './apiError';
