// The addresses of review pages (spec 002 route table): the public page of a link, and the signed-in
// page that makes (or reuses) a link and goes on to it, which the scenes dashboard opens in a new tab.
export type ReviewKind = 'scene' | 'project';

/** /review/{type}/{name}-{reviewUrl}: only the part after the last '-' opens the page. */
export const reviewPagePath = (kind: ReviewKind, name: string, reviewUrl: string): string => `/review/${kind}/${encodeURIComponent(`${name}-${reviewUrl}`)}`;

/** The page that makes the scene's or project's link, then shows its review page. */
export const reviewLinkPath = (kind: ReviewKind, id: string, name: string): string => `/review-link/${kind}/${encodeURIComponent(id)}?name=${encodeURIComponent(name)}`;

/** Opens the review page of a scene or project in a new tab (spec 002 route table). */
export const openReviewTab = (kind: ReviewKind, id: string, name: string): void => {
  window.open(`#${reviewLinkPath(kind, id, name)}`, '_blank', 'noopener');
};

/** The name part of a slug, shown as the page's title (the review url is not for people). */
export const nameOfSlug = (slug: string): string => {
  const dash = slug.lastIndexOf('-');
  return dash > 0 ? slug.slice(0, dash) : '';
};
