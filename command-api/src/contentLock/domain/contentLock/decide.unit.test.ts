import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { contentLockAggregate } from './aggregate';
import type { ContentLockEvent } from './state';

const { given } = deciderSpec(contentLockAggregate);
const toggle = { type: 'ToggleContentLock' as const };
const locked: ContentLockEvent = { type: 'ContentLockToggled', data: { locked: true } };
const unlocked: ContentLockEvent = { type: 'ContentLockToggled', data: { locked: false } };

describe('toggling the content lock', () => {
  it('locks the content when it was never locked', () => {
    given([]).when(toggle).then([locked]);
  });

  it('unlocks it when locked', () => {
    given([locked]).when(toggle).then([unlocked]);
  });

  it('locks it again after an unlock', () => {
    given([locked, unlocked]).when(toggle).then([locked]);
  });
});
