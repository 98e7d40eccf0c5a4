// How an activity item reads (spec 000 section 2: "Edith uploaded 4 files"), and where it links.
import { PROJECT_LEVEL_FILE_ID, type ActivityItem } from '@wb/contracts';

const nameOf = (user: ActivityItem['user']): string => [user.givenName, user.familyName].filter((p) => p !== '').join(' ') || 'Someone';

/** The item's sentence: who did what. */
export const activityText = (item: ActivityItem): string => {
  const who = nameOf(item.user);
  if (item.kind === 'upload') return item.fileCount === 1 ? `${who} uploaded ${item.files[0]?.name ?? 'a file'}` : `${who} uploaded ${item.fileCount} files`;
  const what = item.reply ? 'replied' : 'commented';
  return item.fileID === PROJECT_LEVEL_FILE_ID ? `${who} ${what} on the project` : `${who} ${what} on ${item.fileName ?? 'a file'}`;
};
