import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { LandingTree } from './LandingTree';

/**
 * Brings the landing page's pre-rendered HTML to life (the header's shadow on scroll, the feature clips).
 * Where the build put none (the dev server serves landing.html as written) it renders the page instead.
 */
export const hydrateLanding = (root: HTMLElement): Root => {
  if (root.firstElementChild) return hydrateRoot(root, <LandingTree />);
  const rendered = createRoot(root);
  rendered.render(<LandingTree />);
  return rendered;
};
