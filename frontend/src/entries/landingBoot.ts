// landing.html's entry. The gateway serves that page to a visitor without a session cookie; it holds the
// landing page rendered to HTML when the client was built, so the page paints with this small script
// alone (spec 002 'Landing page', issue 22: under 200 KB of script before the first paint). React, Mantine
// and the landing's own code come right after that paint; the whole app only once the visitor leaves
// the landing page (Sign in) or came for a screen of their own (a public kit, a review link, the login).
import '@mantine/core/styles.css';
import '../app/app.css';
import { showsLandingToVisitor } from './visitorAddresses';

const root = document.getElementById('root');
const markup = document.getElementById('landing-markup');
if (!root || !(markup instanceof HTMLTemplateElement)) throw new Error('landing.html has no #root or #landing-markup');

/** How long the landing's code waits for the first paint at most (a tab opened in the background paints nothing). */
const PAINT_WAIT_MS = 3000;

/**
 * Resolves once the browser reports the landing page's first contentful paint: its code is not needed to
 * paint it, and fetched earlier it would only compete with the page's stylesheet and pictures.
 */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    // A browser that reports no paints: the frame after the next one has been painted.
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const timer = setTimeout(resolve, PAINT_WAIT_MS);
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

/** The landing page brought to life; null where it is not shown, or stays as painted (its code did not arrive). */
let landing: Promise<{ unmount(): void } | null> | null = null;
let app: Promise<void> | null = null;

const showLanding = (): void => {
  root.replaceChildren(markup.content.cloneNode(true));
  landing = afterFirstPaint()
    .then(() => import('./hydrateLanding'))
    .then(({ hydrateLanding }) => hydrateLanding(root))
    .catch((err: unknown) => {
      console.error(err);
      return null;
    });
};

const loadApp = () => import('./mountApp');

// The landing page stays in view while the app's code arrives; it then gives way to the app, which
// reads the address itself from then on.
const startApp = (): void => {
  app ??= (async () => {
    document.body.setAttribute('aria-busy', 'true');
    try {
      const [{ mountApp }, shownLanding] = await Promise.all([loadApp(), landing]);
      window.removeEventListener('hashchange', followAddress);
      shownLanding?.unmount();
      root.replaceChildren();
      mountApp(root, { servedWithoutSession: true });
    } catch (err) {
      // The code did not arrive (the network dropped): the next click on a Sign in link tries again.
      app = null;
      console.error(err);
    } finally {
      document.body.removeAttribute('aria-busy');
    }
  })();
};

function followAddress(): void {
  if (!showsLandingToVisitor(window.location.hash)) startApp();
}

const isSignInLink = (target: EventTarget | null): boolean => target instanceof Element && target.closest('a[href="#/login"]') !== null;

// A pointer on its way to Sign in, or the keyboard's focus on it: the app's code starts to arrive.
const towardsSignIn = (event: Event): void => {
  if (isSignInLink(event.target)) void loadApp().catch(() => undefined);
};

// A click on Sign in changes the address (hashchange); one while the address already is #/login, after
// the app's code failed to arrive, must still try again.
const signInClicked = (event: Event): void => {
  if (isSignInLink(event.target)) setTimeout(followAddress, 0);
};

if (showsLandingToVisitor(window.location.hash)) {
  showLanding();
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, towardsSignIn, { passive: true });
  document.addEventListener('click', signInClicked);
}
window.addEventListener('hashchange', followAddress);
followAddress();
