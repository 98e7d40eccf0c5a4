import dayjs from 'dayjs';

/** When a task was ticked off, as its row shows it. */
export const completedText = (completedOn: string | null): string => (completedOn === null ? 'Completed' : `Completed ${dayjs(completedOn).format('MMM D, YYYY h:mm A')}`);
