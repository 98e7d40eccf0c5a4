import { ErrorLogLimits, Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { errorLogAggregate } from './aggregate';
import type { LogClientError } from './decide';
import type { ErrorLogEvent } from './state';

const { given } = deciderSpec(errorLogAggregate);
const info = { msg: 'TypeError: x is undefined', script: 'https://app.test/assets/index.js', l: 10, c: 4 };
const log = (at: string, errorID = 'e-new'): LogClientError => ({ type: 'LogClientError', errorID, userID: 7, at, info });
const logged = (at: string, errorID: string): ErrorLogEvent => ({ type: 'ClientErrorLogged', data: { errorID, userID: 7, timestamp: at, info } });
const earlier = (count: number, at: (i: number) => string) => Array.from({ length: count }, (_, i) => logged(at(i), `e${i}`));

describe('logging a client error', () => {
  it('records it with the user, the time and the info', () => {
    given([])
      .when(log('2026-01-01T10:00:00.000Z'))
      .then([logged('2026-01-01T10:00:00.000Z', 'e-new')]);
  });

  it(`refuses one more than ${ErrorLogLimits.clientPerMinute} within a minute`, () => {
    const full = earlier(ErrorLogLimits.clientPerMinute, (i) => `2026-01-01T10:00:${String(10 + i).padStart(2, '0')}.000Z`);
    given(full).when(log('2026-01-01T10:00:59.000Z')).thenFails('rateLimited', Messages.clientErrorsTooMany);
  });

  it('takes it again once the oldest of those is a minute old', () => {
    const full = earlier(ErrorLogLimits.clientPerMinute, (i) => `2026-01-01T10:00:${String(10 + i).padStart(2, '0')}.000Z`);
    given(full)
      .when(log('2026-01-01T10:01:10.000Z'))
      .then([logged('2026-01-01T10:01:10.000Z', 'e-new')]);
  });
});
