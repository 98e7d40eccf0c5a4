// Takes the manual's pictures (docs/manual/images) from the running product: a small team's data made
// through the API, each screen shot as a small webp. Run by hand when the screens change:
//   MANUAL_SHOTS=1 TEST_TIER=e2e npx jest --runInBand system-tests/e2e/manualShots.e2e.test.ts
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { uploadedFile } from '../src/acceptance/assets/storedUploads';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { byRole, click, signIn } from './browser';
import { startJourney } from './journey';

const IMAGES = path.resolve(__dirname, '../../docs/manual/images');
const FIXTURES = path.join(__dirname, 'fixtures', 'scenes');

const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#f8f9fa"/>${body}</svg>`);
const pictures: [string, Buffer][] = [
  [
    'Sun with rays.svg',
    svg(
      '<circle cx="200" cy="150" r="60" fill="#ffd23f" stroke="#1b1f24" stroke-width="6"/><g stroke="#f59f00" stroke-width="8" stroke-linecap="round"><path d="M200 40v30M200 230v30M90 150h30M280 150h30M122 72l20 20M258 208l20 20M122 228l20-20M258 92l20-20"/></g>',
    ),
  ],
  [
    'Rain cloud.svg',
    svg(
      '<path d="M110 170a50 50 0 0 1 30-90a70 70 0 0 1 130 10a45 45 0 0 1 20 80z" fill="#fff" stroke="#1b1f24" stroke-width="6"/><g stroke="#1c64d1" stroke-width="8" stroke-linecap="round"><path d="M150 200l-10 30M200 200l-10 30M250 200l-10 30"/></g>',
    ),
  ],
  [
    'Leaf.svg',
    svg('<path d="M110 220C110 110 200 60 300 70C300 170 230 230 110 220z" fill="#3cc49a" stroke="#1b1f24" stroke-width="6"/><path d="M110 220L260 100" stroke="#1b1f24" stroke-width="5"/>'),
  ],
  ['Mountain range.svg', svg('<path d="M20 260L130 90L200 190L260 120L380 260z" fill="#6b7785" stroke="#1b1f24" stroke-width="6"/><path d="M130 90L105 130h50z" fill="#fff"/>')],
  [
    'Planet with ring.svg',
    svg('<circle cx="200" cy="150" r="70" fill="#b197fc" stroke="#1b1f24" stroke-width="6"/><ellipse cx="200" cy="150" rx="130" ry="30" fill="none" stroke="#7048e8" stroke-width="8"/>'),
  ],
  ['Water drop.svg', svg('<path d="M200 50C240 120 270 160 270 195a70 70 0 0 1-140 0C130 160 160 120 200 50z" fill="#4da3ff" stroke="#1b1f24" stroke-width="6"/>')],
  [
    'Oak tree.svg',
    svg('<rect x="185" y="170" width="30" height="90" fill="#8d5b3f" stroke="#1b1f24" stroke-width="5"/><circle cx="200" cy="130" r="75" fill="#2f9e44" stroke="#1b1f24" stroke-width="6"/>'),
  ],
  ['Ocean wave.svg', svg('<path d="M20 200q45-60 90 0t90 0t90 0t90 0V280H20z" fill="#0f8b8d" stroke="#1b1f24" stroke-width="6"/>')],
];

const stroke = (d: string, colour: string) => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="16" stroke-linecap="round"/>`;
const steps = [
  ['sea', stroke('M100 900 Q300 840 500 900 T900 900 T1300 900 T1800 900', '#0f8b8d')],
  ['sun', stroke('M1600 130 a120 120 0 1 0 0.1 0', '#f59f00')],
  ['steam', ['M700 820 q-40 -80 0 -160 t0 -160', 'M950 820 q-40 -80 0 -160 t0 -160', 'M1200 820 q-40 -80 0 -160 t0 -160'].map((d) => stroke(d, '#4da3ff')).join('')],
];
const evaporation = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080"><g id="Scene">${steps
    .map(([id, body]) => `<g id="${id}">${body}${id === 'sea' ? '<text x="160" y="220" font-size="110">Evaporation</text>' : ''}</g>`)
    .join('')}</g><g id="Animation">${steps.map(([id, body]) => `<g id="${id}_1_">${body}</g>`).join('')}</g></svg>`,
);

const seeded = { projectID: '', kitID: '', fileID: '', sceneID: '' };
const seed = async (app: TestApp): Promise<void> => {
  const api = new HttpClient(app.url);
  await api.signIn(app.adminEmail, app.adminPassword);
  const ok = async (p: string, body: unknown) => {
    const answer = await api.post(`/api${p}`, body);
    if (answer.status !== 200) throw new Error(`${p} failed: ${answer.status} ${answer.text}`);
    return answer.body as Record<string, any>;
  };
  const folder = (await ok('/admin/folders/createGroup', { name: 'Earth science' })).projectGroup.projectGroupID as string;
  await ok('/admin/folders/createGroup', { name: 'Biology' });
  for (const [name, groups] of [
    ['Photosynthesis', []],
    ['Plate tectonics', [folder]],
    ['Phases of the Moon', []],
    ['Food chains', []],
    ['Water cycle', [folder]],
  ] as const) {
    const project = (await ok('/project/create', { name, groups })).project.projectID as string;
    if (name === 'Water cycle') seeded.projectID = project;
  }
  const uploader = { userID: 1, client: api };
  seeded.kitID = (await ok('/assets/addKit', { name: 'Science illustrations' })).kit.kitID;
  const files = [];
  for (const [name, bytes] of pictures) files.push(await uploadedFile(uploader, name, 'asset', bytes));
  const kitFiles = (await ok('/assets/addFilesToKit', { kitID: seeded.kitID, files })).files as { fileID: string; name: string }[];
  const idsOf = (...names: string[]) => kitFiles.filter((f) => names.includes(f.name)).map((f) => f.fileID);
  await ok('/assets/addKitDirectory', { kitID: seeded.kitID, name: 'Weather', files: idsOf('Rain cloud.svg', 'Water drop.svg') });
  await ok('/assets/addKitDirectory', { kitID: seeded.kitID, name: 'Landscapes', files: idsOf('Mountain range.svg', 'Ocean wave.svg', 'Oak tree.svg') });
  for (const [tag, names] of [
    ['sun', ['Sun with rays.svg']],
    ['weather', ['Sun with rays.svg', 'Rain cloud.svg', 'Water drop.svg']],
    ['water cycle', ['Sun with rays.svg', 'Rain cloud.svg', 'Water drop.svg', 'Ocean wave.svg']],
  ] as const) {
    const tagID = (await ok('/tags/createTag', { text: tag })).tag.tagID as string;
    await ok('/tags/createFileTagLink', { tagID, fileIDs: idsOf(...names) });
  }
  for (const [name, bytes] of [
    ['Evaporation.svg', evaporation],
    ['Rain.svg', fs.readFileSync(path.join(FIXTURES, 'Ground.svg'))],
  ] as const) {
    const upload = await uploadedFile(uploader, name, 'svg', bytes);
    const imported = await ok('/scene/importScene', { projectID: seeded.projectID, url: upload.url, fileName: name });
    if (name === 'Evaporation.svg') seeded.sceneID = JSON.stringify(imported).match(/"sceneID":"([^"]+)"/)?.[1] ?? '';
  }
  const drawing = await uploadedFile(
    uploader,
    'Evaporation_o_20260112.svg',
    'asset',
    svg(
      '<path d="M40 250h320" stroke="#0f8b8d" stroke-width="10"/><g stroke="#4da3ff" stroke-width="6" fill="none" stroke-linecap="round"><path d="M120 230q-15-30 0-60t0-60M200 230q-15-30 0-60t0-60M280 230q-15-30 0-60t0-60"/></g><circle cx="330" cy="60" r="30" fill="#ffd23f"/>',
    ),
  );
  const added = await ok('/project/addFile', { projectID: seeded.projectID, name: drawing.name, type: 'svg', size: drawing.size, data: { url: drawing.url } });
  seeded.fileID = added.file.fileID;
  const comment = (text: string, annotations: unknown[]) => ok('/comments/saveComment', { projectID: seeded.projectID, fileID: seeded.fileID, data: { text, annotations } });
  await comment('The steam should rise a little slower on the right.', [
    { id: 'b1', type: 'box', attributes: { x: 640, y: 180, width: 180, height: 600, stroke: '#e03131', strokeWidth: 10, opacity: 0.65 } },
  ]);
  await comment('Can the sun be a bit bigger, so it reads on a phone?', []);
};

const shot = async (page: Page, name: string) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity), { timeout: 5_000 }).catch(() => undefined);
  await page.screenshot({ path: path.join(IMAGES, `${name}.webp`), type: 'webp', quality: 60 });
};

const gate = process.env.MANUAL_SHOTS === '1' ? describe : describe.skip;
// Not a check but the way the manual's pictures are retaken: it writes into docs/, so it runs only when asked.
if (process.env.MANUAL_SHOTS !== '1') console.log("The manual's pictures: skipped because MANUAL_SHOTS is not 1 (this journey rewrites docs/manual/images).");

gate("the manual's pictures", () => {
  const j = startJourney('manual-shots-last', seed);

  it('shoots each screen the manual shows', async () => {
    const page = j.page;
    await page.setViewport({ width: 1280, height: 760 });
    // Read models may trail the seeding on a busy machine.
    page.setDefaultTimeout(60_000);
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
    await page.goto(`${j.app.url}/#/home/all`);
    await page.waitForSelector('::-p-text(Plate tectonics)', { visible: true, timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await shot(page, 'dashboard');

    await page.goto(`${j.app.url}/#/assets/${seeded.kitID}`);
    await page.locator('::-p-text(Sun with rays.svg)').click();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await shot(page, 'asset-kit');

    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/editor/dashboard`);
    await page.waitForSelector('[data-scene-card="Evaporation"]', { visible: true, timeout: 60_000 });
    // Scenes imported through the API have no thumbnail yet: the dashboard draws one on request.
    for (const name of ['Evaporation', 'Rain']) await page.locator(`[data-scene-card="${name}"] ::-p-text(Get thumbnail)`).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-scene-card] img[src*="/api/v1/blobs/"]').length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await shot(page, 'scenes-dashboard');

    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/editor/scene/${seeded.sceneID}`);
    await page.waitForFunction(() => typeof (window as unknown as { __editorReady?: number }).__editorReady === 'number', { timeout: 60_000 });
    await page.waitForSelector('[data-testid="editor-stage"] canvas', { visible: true });
    await page.locator(byRole('tab', 'Layers')).click();
    // Played to its end, every step drawn, with the sun selected so the Properties panel shows it.
    await click(page, 'button', 'Play');
    await page.waitForSelector(byRole('button', 'Play'), { timeout: 30_000 });
    await page.locator('[aria-label="Timeline"] ::-p-text(sun)').click();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await shot(page, 'scene-editor');

    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/files/${seeded.fileID}/comments`);
    await page.locator('::-p-text(The steam should rise)').click();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await shot(page, 'project-files');

    await page.goto(`${j.app.url}/#/projectContents/${seeded.projectID}`);
    await page.waitForSelector('::-p-text(Contributors)', { visible: true });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await shot(page, 'project-contents');
  }, 300_000);
});
