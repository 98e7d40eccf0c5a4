import { POPUP_SIGN_IN_CHANNEL } from '@wb/contracts';
import { popupAnswerOf, popupErrorMessage, redirectTargetOf } from './popupSignIn';

describe('where the person goes after the popup sign-in', () => {
  it.each([
    ['/login?redirect=/projects/3', '/projects/3'],
    ['/login?redirect=%2Fkit%2Fshapes%3Ftab%3D2', '/kit/shapes?tab=2'],
    ['/login?redirect=#/home/recent', '/home/recent'],
    ['/login?redirect=/kit/shapes?tab=2', '/kit/shapes?tab=2'],
    ['/login?redirect=%23%2Fhome%2Frecent', '/home/recent'],
    ['/login', '/'],
    ['/login?error=x', '/'],
  ])('from %s to %s', (path, target) => {
    expect(redirectTargetOf(path)).toBe(target);
  });

  it.each([['https://evil.example/'], ['//evil.example/x'], ['/\\evil.example'], ['javascript:alert(1)'], ['projects/3'], ['/login?redirect=/x'], ['/a\u0000b']])(
    'never follows %s: / instead',
    (redirect) => {
      expect(redirectTargetOf(`/login?redirect=${encodeURIComponent(redirect)}`)).toBe('/');
    },
  );
});

describe('the return page message', () => {
  it('takes a token or an error from our own message type', () => {
    expect(popupAnswerOf({ type: POPUP_SIGN_IN_CHANNEL, idToken: 'a.b.c' })).toEqual({ idToken: 'a.b.c' });
    expect(popupAnswerOf({ type: POPUP_SIGN_IN_CHANNEL, error: 'access_denied' })).toEqual({ error: 'access_denied' });
  });

  it('ignores anything else posted to the window', () => {
    for (const data of [null, 'a.b.c', { idToken: 'a.b.c' }, { type: 'other', idToken: 'a.b.c' }, { type: POPUP_SIGN_IN_CHANNEL, idToken: 42 }, { type: POPUP_SIGN_IN_CHANNEL }]) {
      expect(popupAnswerOf(data)).toBeNull();
    }
  });

  it("shows words of our own for the provider's error, never its text", () => {
    expect(popupErrorMessage('access_denied')).toBe('The sign-in with Google was cancelled.');
    expect(popupErrorMessage('<script>')).toBe('Google did not complete the sign-in. Please try again.');
  });
});
