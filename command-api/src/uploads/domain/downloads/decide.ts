// The daily download limit: downloads are recorded while the day's count stays within the limit; a
// request that would pass it records nothing, and the call answers limitReached (the client reloads).
import type { Decision } from '../../../shared/domain/decider';
import type { Downloads, DownloadsEvent } from './state';

export type DownloadsCommand = {
  readonly type: 'RecordDownloads';
  readonly userID: number;
  /** yyyy-mm-dd (UTC), from the command's time. */
  readonly day: string;
  readonly fileTypes: readonly string[];
  readonly limit: number;
};

const record = (command: DownloadsCommand, state: Downloads): Decision<DownloadsEvent> => {
  if (state.count + command.fileTypes.length > command.limit) return [];
  return [{ type: 'DownloadsRecorded', data: { userID: command.userID, day: command.day, fileTypes: [...command.fileTypes] } }];
};

export const decide = (command: DownloadsCommand, state: Downloads): Decision<DownloadsEvent> => {
  switch (command.type) {
    case 'RecordDownloads':
      return record(command, state);
    default: {
      const _exhaustive: never = command.type;
      return _exhaustive;
    }
  }
};
