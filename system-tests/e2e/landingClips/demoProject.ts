// The small team's data the landing clips show, made through the API as a person would: lesson
// projects in folders, a kit of science illustrations with tags, a water-cycle scene in English and
// the same scene in Spanish, and a drawing under review with a comment and a box annotation.
import { uploadedFile } from '../../src/acceptance/assets/storedUploads';
import { HttpClient } from '../../src/testing/httpClient';
import type { TestApp } from '../../src/testing/startTestApp';

export interface DemoProject {
  projectID: string;
  kitID: string;
  /** The drawing under review. */
  fileID: string;
  englishSceneID: string;
  spanishSceneID: string;
}

const picture = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#f8f9fa"/>${body}</svg>`);
const pictures: [string, Buffer][] = [
  [
    'Sun with rays.svg',
    picture(
      '<circle cx="200" cy="150" r="60" fill="#ffd23f" stroke="#1b1f24" stroke-width="6"/><g stroke="#f59f00" stroke-width="8" stroke-linecap="round"><path d="M200 40v30M200 230v30M90 150h30M280 150h30M122 72l20 20M258 208l20 20M122 228l20-20M258 92l20-20"/></g>',
    ),
  ],
  [
    'Rain cloud.svg',
    picture(
      '<path d="M110 170a50 50 0 0 1 30-90a70 70 0 0 1 130 10a45 45 0 0 1 20 80z" fill="#fff" stroke="#1b1f24" stroke-width="6"/><g stroke="#1c64d1" stroke-width="8" stroke-linecap="round"><path d="M150 200l-10 30M200 200l-10 30M250 200l-10 30"/></g>',
    ),
  ],
  [
    'Leaf.svg',
    picture('<path d="M110 220C110 110 200 60 300 70C300 170 230 230 110 220z" fill="#3cc49a" stroke="#1b1f24" stroke-width="6"/><path d="M110 220L260 100" stroke="#1b1f24" stroke-width="5"/>'),
  ],
  ['Mountain range.svg', picture('<path d="M20 260L130 90L200 190L260 120L380 260z" fill="#6b7785" stroke="#1b1f24" stroke-width="6"/><path d="M130 90L105 130h50z" fill="#fff"/>')],
  [
    'Planet with ring.svg',
    picture('<circle cx="200" cy="150" r="70" fill="#b197fc" stroke="#1b1f24" stroke-width="6"/><ellipse cx="200" cy="150" rx="130" ry="30" fill="none" stroke="#7048e8" stroke-width="8"/>'),
  ],
  ['Water drop.svg', picture('<path d="M200 50C240 120 270 160 270 195a70 70 0 0 1-140 0C130 160 160 120 200 50z" fill="#4da3ff" stroke="#1b1f24" stroke-width="6"/>')],
  [
    'Oak tree.svg',
    picture('<rect x="185" y="170" width="30" height="90" fill="#8d5b3f" stroke="#1b1f24" stroke-width="5"/><circle cx="200" cy="130" r="75" fill="#2f9e44" stroke="#1b1f24" stroke-width="6"/>'),
  ],
  ['Ocean wave.svg', picture('<path d="M20 200q45-60 90 0t90 0t90 0t90 0V280H20z" fill="#0f8b8d" stroke="#1b1f24" stroke-width="6"/>')],
  ['Snowflake.svg', picture('<g stroke="#4dabf7" stroke-width="10" stroke-linecap="round"><path d="M200 50v200M113 100l174 100M113 200l174-100"/></g>')],
  ['Volcano.svg', picture('<path d="M60 260L160 110h80l100 150z" fill="#8d5b3f" stroke="#1b1f24" stroke-width="6"/><path d="M170 110q30-60 60 0" fill="#f03e3e" stroke="#1b1f24" stroke-width="5"/>')],
];

const stroke = (d: string, colour: string) => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="22" stroke-linecap="round"/>`;

/**
 * A water-cycle scene as the importer reads it: each Scene child is a step drawn as its Animation
 * child says, and texts are written after their step's drawing (250 ms a character, so the English
 * scene, without a title, plays through within a clip). `words` are the scene's labels, so the same
 * drawing makes each language's scene.
 */
const waterCycleScene = (words: { title?: string; sea: string; sun: string; steam: string }) => {
  const steps: [string, string, string][] = [
    ['sea', stroke('M100 900 Q300 840 500 900 T900 900 T1300 900 T1800 900', '#0f8b8d'), `<text x="140" y="1030" font-size="110">${words.sea}</text>`],
    ['sun', stroke('M1600 150 a120 120 0 1 0 0.1 0', '#f59f00'), `<text x="1420" y="470" font-size="110">${words.sun}</text>`],
    [
      'steam',
      ['M700 820 q-40 -80 0 -160 t0 -160', 'M950 820 q-40 -80 0 -160 t0 -160', 'M1200 820 q-40 -80 0 -160 t0 -160'].map((d) => stroke(d, '#4da3ff')).join(''),
      `<text x="760" y="420" font-size="110">${words.steam}</text>`,
    ],
  ];
  const scene = steps.map(([id, drawing, text], i) => `<g id="${id}">${drawing}${i === 0 && words.title ? `<text x="140" y="200" font-size="120">${words.title}</text>` : ''}${text}</g>`).join('');
  const animation = steps.map(([id, drawing]) => `<g id="${id}_1_">${drawing}</g>`).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080"><g id="Scene">${scene}</g><g id="Animation">${animation}</g></svg>`);
};

export const seedDemoProject = async (app: TestApp): Promise<DemoProject> => {
  const api = new HttpClient(app.url);
  await api.signIn(app.adminEmail, app.adminPassword);
  const ok = async (call: string, body: unknown) => {
    const answer = await api.post(`/api${call}`, body);
    if (answer.status !== 200) throw new Error(`${call} failed: ${answer.status} ${answer.text}`);
    return answer.body as Record<string, any>;
  };
  const earth = (await ok('/admin/folders/createGroup', { name: 'Earth science' })).projectGroup.projectGroupID as string;
  const life = (await ok('/admin/folders/createGroup', { name: 'Life science' })).projectGroup.projectGroupID as string;
  const projects: Record<string, string> = {};
  for (const [name, groups] of [
    ['Photosynthesis', [life]],
    ['Plate tectonics', [earth]],
    ['Phases of the Moon', [earth]],
    ['Food chains', [life]],
    ['Volcanoes', [earth]],
    ['Water cycle', [earth]],
  ] as const) {
    projects[name] = (await ok('/project/create', { name, groups })).project.projectID as string;
  }
  const projectID = projects['Water cycle']!;

  const uploader = { userID: 1, client: api };
  const kitID = (await ok('/assets/addKit', { name: 'Science illustrations' })).kit.kitID as string;
  const files = [];
  for (const [name, bytes] of pictures) files.push(await uploadedFile(uploader, name, 'asset', bytes));
  const kitFiles = (await ok('/assets/addFilesToKit', { kitID, files })).files as { fileID: string; name: string }[];
  const idsOf = (...names: string[]) => kitFiles.filter((f) => names.includes(f.name)).map((f) => f.fileID);
  for (const [tag, names] of [
    ['weather', ['Sun with rays.svg', 'Rain cloud.svg', 'Water drop.svg', 'Snowflake.svg']],
    ['water', ['Rain cloud.svg', 'Water drop.svg', 'Ocean wave.svg', 'Snowflake.svg']],
    ['landscape', ['Mountain range.svg', 'Ocean wave.svg', 'Oak tree.svg', 'Volcano.svg']],
  ] as const) {
    const tagID = (await ok('/tags/createTag', { text: tag })).tag.tagID as string;
    await ok('/tags/createFileTagLink', { tagID, fileIDs: idsOf(...names) });
  }

  const importScene = async (name: string, bytes: Buffer): Promise<string> => {
    const upload = await uploadedFile(uploader, name, 'svg', bytes);
    const imported = await ok('/scene/importScene', { projectID, url: upload.url, fileName: name });
    const sceneID = JSON.stringify(imported).match(/"sceneID":"([^"]+)"/)?.[1];
    if (!sceneID) throw new Error(`importing ${name} named no scene: ${JSON.stringify(imported).slice(0, 300)}`);
    return sceneID;
  };
  const englishSceneID = await importScene('Evaporation.svg', waterCycleScene({ sea: 'Sea', sun: 'Sun', steam: 'Evaporation' }));
  const spanishSceneID = await importScene('Evaporación.svg', waterCycleScene({ title: 'Ciclo del agua', sea: 'Mar', sun: 'Sol', steam: 'Evaporación' }));

  const drawing = await uploadedFile(
    uploader,
    'Evaporation_storyboard.svg',
    'asset',
    picture(
      '<path d="M40 250h320" stroke="#0f8b8d" stroke-width="10"/><g stroke="#4da3ff" stroke-width="6" fill="none" stroke-linecap="round"><path d="M120 230q-15-30 0-60t0-60M200 230q-15-30 0-60t0-60M280 230q-15-30 0-60t0-60"/></g><circle cx="330" cy="60" r="30" fill="#ffd23f"/>',
    ),
  );
  const fileID = (await ok('/project/addFile', { projectID, name: drawing.name, type: 'svg', size: drawing.size, data: { url: drawing.url } })).file.fileID as string;
  const comment = (text: string, annotations: unknown[]) => ok('/comments/saveComment', { projectID, fileID, data: { text, annotations } });
  await comment('The steam should rise a little slower on the right.', [
    { id: 'b1', type: 'box', attributes: { x: 640, y: 330, width: 130, height: 480, stroke: '#e03131', strokeWidth: 8, opacity: 0.8 } },
  ]);
  await comment('Can the sun be a bit bigger, so it reads on a phone?', [
    { id: 'b2', type: 'box', attributes: { x: 740, y: 70, width: 190, height: 270, stroke: '#e03131', strokeWidth: 8, opacity: 0.8 } },
  ]);
  return { projectID, kitID, fileID, englishSceneID, spanishSceneID };
};
