// How an anonymous comment's author is answered (spec 002 section 6: the author's display name is
// replaced by an anonymous name). Both the command's answer and the queries apply this one rule:
// others see userID 0 and the anonymous name; the author sees their own name (the client adds '(you)').
// The real author stays on the server, for the author-only rules (docs/decisions/review.md).
import { ReviewMessages } from './messages';

interface Author {
  readonly userID: number;
  readonly givenName: string;
  readonly familyName: string;
}

/** The author as `askerID` sees them, and whether the comment is the asker's own. */
export const authorAsSeenBy = (author: Author, anonymous: boolean, askerID: number): { author: Author; mine: boolean } => {
  const mine = author.userID === askerID;
  if (anonymous && !mine) return { author: { userID: 0, givenName: ReviewMessages.anonymousName, familyName: '' }, mine };
  return { author: { userID: author.userID, givenName: author.givenName, familyName: author.familyName }, mine };
};
