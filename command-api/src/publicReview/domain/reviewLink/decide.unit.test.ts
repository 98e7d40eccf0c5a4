import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { reviewLinkAggregate } from './aggregate';
import type { GenerateReviewLink } from './decide';
import type { ReviewLinkEvent } from './state';

const { given } = deciderSpec(reviewLinkAggregate);

const NOW = '2026-11-27T10:00:00.000Z';

const ask = (reviewUrl: string, extra: Partial<GenerateReviewLink> = {}): GenerateReviewLink => ({
  type: 'GenerateReviewLink',
  kind: 'scene',
  sceneID: 's-1',
  projectID: 'p-1',
  targetFound: true,
  reviewUrl,
  regenerate: false,
  expiresOn: undefined,
  passcodeHash: undefined,
  userID: 7,
  now: NOW,
  ...extra,
});

const made = (reviewUrl: string, expiresOn: string | null = null, passcodeHash: string | null = null): ReviewLinkEvent => ({
  type: 'ReviewLinkGenerated',
  data: { kind: 'scene', sceneID: 's-1', projectID: 'p-1', reviewUrl, expiresOn, passcodeHash, userID: 7 },
});

describe("a scene's review link", () => {
  it('is made the first time it is asked for', () => {
    given([])
      .when(ask('a'.repeat(32)))
      .then([made('a'.repeat(32))]);
  });

  it('is reused when asked for again: the live link stays, nothing is appended', () => {
    given([made('first')])
      .when(ask('second'))
      .then([]);
  });

  it('regenerated, is a new url that replaces (revokes) the old, keeping its expiry and passcode', () => {
    given([made('first', '2026-12-01T00:00:00.000Z', 'hash')])
      .when(ask('second', { regenerate: true }))
      .then([made('second', '2026-12-01T00:00:00.000Z', 'hash')]);
  });

  it('with a new passcode or expiry is a new link; null removes them', () => {
    given([made('first')])
      .when(ask('second', { passcodeHash: 'h', expiresOn: '2026-12-24T18:00:00.000Z' }))
      .then([made('second', '2026-12-24T18:00:00.000Z', 'h')]);
    given([made('first', '2026-12-01T00:00:00.000Z', 'hash')])
      .when(ask('second', { passcodeHash: null, expiresOn: null }))
      .then([made('second')]);
  });

  it('expired, is replaced by a new one without expiry when asked for again', () => {
    given([made('first', '2026-11-01T00:00:00.000Z')])
      .when(ask('second'))
      .then([made('second')]);
  });

  it('refuses an expiry in the past or more than a year ahead, naming expiresOn', () => {
    given([])
      .when(ask('x', { expiresOn: '2026-11-27T09:59:59.000Z' }))
      .thenFails('validation', Messages.expiryInPast);
    given([])
      .when(ask('x', { expiresOn: '2028-01-01T00:00:00.000Z' }))
      .thenFails('validation', Messages.expiryTooFar);
  });

  it('is refused for a scene that does not exist or was deleted', () => {
    given([])
      .when(ask('x', { targetFound: false }))
      .thenFails('notFound', Messages.sceneNotFound);
  });
});
