// The landing page's feature clips in the browser (spec 002 "Landing page": feature sections with
// videos; issue 22), served by the gateway from the built client: each feature section has a video
// whose clip and poster answer 200 with their media types, the clip has a duration once its metadata
// is in, it plays once scrolled into view without moving the page around it, and it stays on its
// poster for a visitor who prefers reduced motion. axe finds nothing serious on the landing page.
import type { Page } from 'puppeteer-core';
import { seriousAccessibilityProblems } from './axe';
import fs from 'node:fs';
import path from 'node:path';
import { SHOTS_DIR } from './browser';
import { startJourney } from './journey';

const FEATURES = ['Scene editor', 'Review', '25,000+ assets', 'Project management', 'Multi-language'];

interface SectionClip {
  title: string;
  source: string | null;
  poster: string | null;
  label: string | null;
}

/** Each feature section's video, found from its heading (the section is the heading's parent). */
const sectionClips = (page: Page): Promise<SectionClip[]> =>
  page.$$eval('main h3', (headings) =>
    headings.map((h) => {
      const video = h.parentElement?.querySelector('video');
      return {
        title: h.textContent ?? '',
        source: video?.querySelector('source')?.src ?? null,
        poster: video?.poster ?? null,
        label: video?.getAttribute('aria-label') ?? null,
      };
    }),
  );

const openLanding = async (page: Page, url: string, width: number): Promise<void> => {
  await page.setViewport({ width, height: 900 });
  await page.goto(`${url}/`);
  await page.waitForFunction((n: number) => document.querySelectorAll('main h3').length >= n && document.querySelectorAll('main video').length >= n, {}, FEATURES.length);
};

/** The whole landing page, every section with its clip. */
const fullPageShot = async (page: Page, name: string): Promise<void> => {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  // From the top, so the sticky header is where a visitor first sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await new Promise((resolve) => setTimeout(resolve, 300));
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
};

/** Scrolls the n-th video into the middle of the screen and waits until it has its metadata, and returns what it says. */
const scrollToClip = (page: Page, n: number) =>
  page.evaluate(async (index: number) => {
    const video = document.querySelectorAll('main video')[index] as HTMLVideoElement;
    const before = video.getBoundingClientRect().height;
    video.scrollIntoView({ block: 'center' });
    if (video.readyState < 1) await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
    // Playing starts a moment after the observer sees it.
    for (let i = 0; i < 50 && video.paused; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    return { duration: video.duration, paused: video.paused, muted: video.muted, heightBefore: before, heightAfter: video.getBoundingClientRect().height };
  }, n);

describe("the landing page's feature clips", () => {
  const j = startJourney('landing-clips-zz-last');

  it('gives each feature section a clip and a poster that the gateway serves as video and image', async () => {
    await openLanding(j.page, j.app.url, 1280);
    const clips = await sectionClips(j.page);
    expect(clips.map((c) => c.title)).toEqual(FEATURES);
    for (const clip of clips) {
      expect({ title: clip.title, label: (clip.label ?? '').length > 20 }).toEqual({ title: clip.title, label: true });
      for (const [address, type] of [
        [clip.source, 'video/webm'],
        [clip.poster, 'image/webp'],
      ] as const) {
        expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/landing\//);
        const answer = await fetch(address!);
        expect({ address, status: answer.status, type: answer.headers.get('content-type') }).toEqual({ address, status: 200, type });
        // Small, so the landing stays light: the clips aim under 300 KB each.
        const bytes = (await answer.arrayBuffer()).byteLength;
        expect(bytes).toBeGreaterThan(1000);
        expect(bytes).toBeLessThan(300 * 1024);
      }
    }
  });

  it('fetches nothing of a clip until it is near, then plays it muted once it is in view, without moving the page', async () => {
    await openLanding(j.page, j.app.url, 1280);
    // preload="none": before any scroll, a clip below the fold has loaded nothing, not even its metadata.
    const belowTheFold = await j.page.$$eval('main video', (videos) =>
      videos.filter((v) => v.getBoundingClientRect().top > window.innerHeight).map((v) => ({ label: v.getAttribute('aria-label'), loaded: (v as HTMLVideoElement).readyState })),
    );
    expect(belowTheFold.length).toBeGreaterThan(0);
    expect(belowTheFold).toEqual(belowTheFold.map(({ label }) => ({ label, loaded: 0 })));
    for (let n = 0; n < FEATURES.length; n++) {
      const seen = await scrollToClip(j.page, n);
      expect({ n, positiveDuration: seen.duration > 0 && Number.isFinite(seen.duration), paused: seen.paused, muted: seen.muted }).toEqual({ n, positiveDuration: true, paused: false, muted: true });
      // Width and height held its box before the clip loaded.
      expect(seen.heightAfter).toBe(seen.heightBefore);
    }
    await fullPageShot(j.page, 'landing-clips-1280-playing');
    expect(await seriousAccessibilityProblems(j.page)).toEqual([]);
  });

  it('keeps every clip on its poster for a visitor who prefers reduced motion, and plays one when asked', async () => {
    await j.page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await openLanding(j.page, j.app.url, 480);
    for (let n = 0; n < FEATURES.length; n++) {
      await j.page.evaluate((index: number) => document.querySelectorAll('main video')[index]!.scrollIntoView({ block: 'center' }), n);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    expect(await j.page.$$eval('main video', (videos) => videos.map((v) => ({ paused: (v as HTMLVideoElement).paused, loaded: (v as HTMLVideoElement).readyState })))).toEqual(
      FEATURES.map(() => ({ paused: true, loaded: 0 })),
    );
    await j.page.locator('::-p-aria([name="Play the review clip"][role="button"])').click();
    await j.page.waitForFunction(() => !(document.querySelectorAll('main video')[1] as HTMLVideoElement).paused);
    await j.page.waitForSelector('::-p-aria([name="Pause the review clip"][role="button"])');
    await fullPageShot(j.page, 'landing-clips-480-reduced-motion');
    expect(await seriousAccessibilityProblems(j.page)).toEqual([]);
    await j.page.emulateMediaFeatures([]);
  });
});
