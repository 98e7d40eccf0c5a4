// Opening the scene editor on a 500-element scene: headless Chromium navigates to the editor and the
// time is read from the page itself, from navigation start to "document loaded and first frame drawn"
// (the editor sets window.__editorReady then). The first open warms the browser's cache of the client;
// the median of the next five is printed. Target: 1000 ms.
import http from 'node:http';
import type { Pool } from 'pg';
import puppeteer from 'puppeteer-core';
import { ElementProps, type EditorElement, type SceneDocument } from '@wb/contracts';
import { ApiClient } from './apiClient';
import { startEmbeddedApp } from './embeddedApp';

const ELEMENTS = 500;
const RUNS = 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Rectangles, texts and pencil paths spread over the stage and the first 25 seconds, each with a fade. */
export const benchDocument = (sceneID: string, count = ELEMENTS): SceneDocument => {
  const elements: EditorElement[] = Array.from({ length: count }, (_, i) => {
    const kind = i % 3 === 0 ? 'rect' : i % 3 === 1 ? 'text' : 'path';
    const start = (i * 50) % 25_000;
    const props = ElementProps.parse({
      translateX: (i * 37) % 1800,
      translateY: (i * 53) % 1000,
      width: 80,
      height: 60,
      style: { stroke: 'black', strokeWidth: 16, fill: 'transparent', fontSize: 48, fontWeight: 400 },
    });
    return {
      id: `bench-${i}`,
      name: `${kind} ${i}`,
      type: kind,
      start,
      duration: 5000,
      props,
      keyframes: {
        opacity: [
          { id: `o-${i}-0`, time: start, opacity: 0 },
          { id: `o-${i}-1`, time: start + 1000, opacity: 1 },
        ],
      },
      ...(kind === 'text' ? { text: `Word ${i}` } : {}),
      ...(kind === 'path' ? { d: 'M0 0 L40 20 L80 0 L120 30' } : {}),
    };
  });
  return { sceneID, duration: 30_000, elements };
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export const benchEditorOpen = async (pool: Pool): Promise<void> => {
  const app = await startEmbeddedApp(pool);
  const agent = new http.Agent({ keepAlive: true });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    defaultViewport: { width: 1440, height: 900 },
  });
  try {
    const api = new ApiClient(app.url, agent);
    await api.signIn(app.adminEmail, app.adminPassword);
    const { body: created } = await api.ok('/api/project/create', { name: 'Editor bench', groups: [] });
    const projectID = String(created.project.projectID);
    const { body: made } = await api.ok('/api/scene/createProjectScene', { projectID, name: 'Five hundred elements', duration: 30_000, width: 1920, height: 1080 });
    const sceneID = String(made.scene.sceneID);
    await api.ok('/api/editor/saveSceneDocument', { sceneID, baseVersion: made.scene.documentVersion, document: benchDocument(sceneID), asNewVersion: false });

    const page = await browser.newPage();
    // The browser signs in the way a person does, through the login endpoint, and keeps its cookie.
    await page.goto(`${app.url}/#/login`);
    await page.evaluate(
      async (email: string, password: string) => {
        await fetch('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }), credentials: 'include' });
      },
      app.adminEmail,
      app.adminPassword,
    );
    const editorUrl = `${app.url}/#/project/${projectID}/editor/scene/${sceneID}`;
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      await page.goto('about:blank');
      await page.goto(editorUrl);
      // Evaluated in the page, where the editor set the mark (globalThis is its window there).
      await page
        .waitForFunction(() => typeof (globalThis as EditorWindow).__editorReady === 'number', { timeout: 60_000 })
        .catch(async (err: unknown) => {
          // Say what the page showed instead (a login screen, an error), not only that it timed out.
          const shown = await page.evaluate(() => (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText.slice(0, 300));
          throw new Error(`the editor never drew its scene; the page showed: ${shown}`, { cause: err });
        });
      const ms = await page.evaluate(() => (globalThis as EditorWindow).__editorReady ?? 0);
      if (run > 0) times.push(ms);
      if (run === RUNS) {
        // Where the time went in the last run: the client's script, the scene's document answer, the drawing.
        const parts = await page.evaluate(() => {
          const perf = (globalThis as unknown as { performance: { getEntriesByType(t: string): { name: string; responseEnd: number; domContentLoadedEventEnd?: number }[] } }).performance;
          const navigation = perf.getEntriesByType('navigation')[0];
          const documentAnswer = perf.getEntriesByType('resource').find((r) => r.name.endsWith('/editor/getSceneDocument'));
          return { script: navigation?.domContentLoadedEventEnd ?? 0, answered: documentAnswer?.responseEnd ?? 0 };
        });
        console.log(`# editor_open last run: client ready ${parts.script.toFixed(0)} ms, document answered ${parts.answered.toFixed(0)} ms, drawn ${ms.toFixed(0)} ms`);
      }
    }
    console.log(`bench editor_open ${median(times).toFixed(0)} ms`);
  } finally {
    await browser.close();
    agent.destroy();
    await app.stop();
  }
};

/** What the editor puts on its window (frontend/src/features/sceneEditor/layout/editorReady.ts). */
interface EditorWindow {
  __editorReady?: number;
}
