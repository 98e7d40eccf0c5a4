// A generated asset library for the search bench: 100,000 files in 50 kits, named the ways a media
// team names files (kebab, Title Case, snake audio takes, Mixed_Snake, camelCase, camera and scan
// files, worksheets), 0-5 tags from 500, 1-3 kits each, created over three years; and what people type
// into the search box (2-12 characters, one or two words, the last one partial, some finding nothing).
// Seeded: every run generates the same library and queries.
import type { FileDocument } from '@wb/platform';

const SCIENCE = `photosynthesis cell division membrane ecology ecosystem mitosis meiosis nucleus atom molecule energy
force motion gravity magnet electricity circuit volcano earthquake erosion fossil mineral rock soil seed germination
plant flower root leaf stem pollination insect mosquito butterfly bird mammal reptile habitat climate weather cloud
rain water cycle evaporation condensation ocean tide current wave sound light prism lens shadow reflection refraction
planet moon orbit star galaxy universe comet asteroid telescope microscope bacteria virus fungus protein enzyme
digestion respiration circulation skeleton muscle brain neuron heart lung blood vessel gene dna chromosome heredity
evolution adaptation population species predator prey food chain web decomposer producer consumer chemistry reaction
acid base salt metal element compound mixture solution density mass volume temperature heat friction lever pulley
fraction decimal percent ratio angle triangle polygon circle area perimeter graph equation algebra geometry number
multiplication division addition subtraction vector matrix probability statistics photon electron proton neutron`;
const EDUCATION = `lesson unit grade worksheet quiz review answer key rubric activity lab exercise homework practice
vocabulary spelling reading writing phonics scaffold intro summary chapter module objective standard assessment
project poster handout slide glossary diagram chart map timeline model sort match label`;
const MEDIA = `narration voiceover vo sfx music take scene shot frame clip render export draft final approved icon
avatar thumbnail background overlay animation storyboard script transcript caption title banner logo sprite`;
const COMMON = `the big small new old blue red green yellow first second last quick simple full short long day night
home school team class teacher student world city river mountain forest garden kitchen table window door book
paper pencil story game play fun happy bright dark warm cold early late open close left right top bottom`;

const words = (list: string): string[] => list.split(/\s+/).filter(Boolean);
const VOCABULARY = [...words(SCIENCE), ...words(EDUCATION), ...words(MEDIA), ...words(COMMON)];
const EXTENSIONS = ['png', 'png', 'png', 'jpg', 'jpg', 'jpeg', 'svg', 'svg', 'pdf', 'mp3', 'wav', 'mp4', 'docx', 'pptx', 'txt', 'md', 'gif'];
const AUDIO = ['wav', 'mp3', 'm4a', 'ogg'];
const TAG_STEMS = ['grade', 'unit', 'year', 'needs-review', 'approved', 'draft', 'final', 'k-2', '3-5', '6-8', '9-12'];

/** mulberry32: a small seeded generator, so the library and queries are the same on every run. */
export const seededRandom = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export interface Library {
  readonly files: FileDocument[];
  readonly kitIDs: string[];
}

export const generateLibrary = (fileCount: number, kitCount: number, seed = 42): Library => {
  const random = seededRandom(seed);
  const int = (n: number): number => Math.floor(random() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  // Zipf-like: the first words of the vocabulary come up far more often than the last.
  const word = (): string => VOCABULARY[Math.floor(VOCABULARY.length * random() ** 2.2)]!;
  const title = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  const tags = Array.from({ length: 500 }, (_, i) => {
    const stem = i < 120 ? pick(TAG_STEMS) : word();
    const name = i < 120 && /^(grade|unit|year)$/.test(stem) ? `${stem}-${1 + int(12)}` : i < 120 ? stem : `${stem}${i % 3 === 0 ? `-${word()}` : ''}`;
    return { tagID: `t${i + 1}`, name };
  });
  const fixed = ['1_Gumbies', '2_Gumby Update', '3_Approved Assets', '4_Needs Update', '5_No Tags', '6_Quarantine', '7_Ready for Review'];
  const kits = Array.from({ length: kitCount }, (_, i) => ({ kitID: `k${i + 1}`, name: fixed[i] ?? `${title(word())} ${title(pick(words(EDUCATION)))} Kit` }));
  const nameOf = (extension: string): string => {
    const style = random();
    if (style < 0.28) return `${word()}-${word()}${random() < 0.5 ? `-${word()}` : ''}${random() < 0.4 ? `-v${1 + int(9)}` : ''}.${extension}`;
    if (style < 0.52) return `${title(word())} ${title(word())}${random() < 0.5 ? ` ${title(word())}` : ''}${random() < 0.3 ? ` (${1 + int(4)})` : ''}.${extension}`;
    if (style < 0.64)
      return `${pick(['narration', 'vo', 'sfx', 'music'])}_${random() < 0.4 ? `${word()}_` : ''}ch${pad(1 + int(12), 2)}_${random() < 0.5 ? `take${1 + int(9)}` : pad(int(100), 3)}.${pick(AUDIO)}`;
    if (style < 0.72) return `${title(word())}_${title(word())}_${pick(['NEW', 'OLD', 'FINAL', 'v2', 'Copy'])}.${extension.toUpperCase()}`;
    if (style < 0.79) return `${word()}${title(word())}${random() < 0.5 ? title(word()) : ''}${random() < 0.3 ? '@2x' : ''}.${extension}`;
    if (style < 0.89) return `${pick(['IMG_', 'DSC', 'scan', 'Screenshot '])}${pad(int(10_000), 4)}.${pick(['JPG', 'jpg', 'png', 'pdf'])}`;
    if (random() < 0.5) return `Grade ${1 + int(12)} - ${title(word())} - ${title(word())}.${extension}`;
    return `unit${1 + int(12)}.lesson${1 + int(20)}.${word()}.${extension}`;
  };
  const start = Date.UTC(2023, 0, 1);
  const span = 3 * 365 * 86_400_000;
  const files = Array.from({ length: fileCount }, (_, i): FileDocument => {
    const name = nameOf(pick(EXTENSIONS));
    const kitSet = new Map<string, { kitID: string; name: string; directoryID: string | null }>();
    const kitsWanted = 1 + int(3);
    while (kitSet.size < kitsWanted) {
      const kit = pick(kits);
      kitSet.set(kit.kitID, { ...kit, directoryID: random() < 0.6 ? `${kit.kitID}-d${1 + int(20)}` : null });
    }
    const tagSet = new Map<string, { tagID: string; name: string }>();
    const tagsWanted = int(6);
    while (tagSet.size < tagsWanted) {
      const tag = pick(tags);
      tagSet.set(tag.tagID, tag);
    }
    return {
      fileID: String(i + 1),
      name,
      type: (name.split('.').pop() ?? '').toLowerCase(),
      status: random() < 0.95 ? 1 : 0,
      createdOn: new Date(start + int(span)).toISOString(),
      kits: [...kitSet.values()],
      tags: [...tagSet.values()],
    };
  });
  return { files, kitIDs: kits.map((k) => k.kitID) };
};

export interface TypedQuery {
  readonly kind: 'prefix' | 'two-words' | 'two-chars' | 'tag' | 'number' | 'no-match';
  readonly text: string;
}

/** What people type, taken from the library's own names and tags so that most find something. */
export const generateQueries = (library: Library, count: number, seed = 7): TypedQuery[] => {
  const random = seededRandom(seed);
  const int = (n: number): number => Math.floor(random() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const nameWords = (name: string): string[] =>
    name
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const partial = (w: string, min: number): string => w.slice(0, Math.min(w.length, min + int(Math.max(1, w.length - min + 1))));
  const queries: TypedQuery[] = [];
  while (queries.length < count) {
    const file = pick(library.files);
    const ws = nameWords(file.name);
    const kind = random();
    if (kind < 0.36) queries.push({ kind: 'prefix', text: partial(pick(ws), 3).slice(0, 12) });
    else if (kind < 0.6 && ws.length > 1) {
      const i = int(ws.length - 1);
      queries.push({ kind: 'two-words', text: `${ws[i]!.slice(0, 8)} ${partial(ws[i + 1]!, 1)}`.slice(0, 12) });
    } else if (kind < 0.7) queries.push({ kind: 'two-chars', text: pick(ws).slice(0, 2) });
    else if (kind < 0.82 && file.tags.length > 0) queries.push({ kind: 'tag', text: partial(pick(file.tags).name.replace('-', ' '), 2) });
    else if (kind < 0.9) queries.push({ kind: 'number', text: pick(['v', 'take', 'ch', 'unit', 'grade ', 'img ', '20']) + String(int(10)) });
    else if (kind >= 0.9) queries.push({ kind: 'no-match', text: Array.from({ length: 3 + int(6) }, () => pick([...'qxzjkvw'])).join('') });
  }
  return queries;
};
