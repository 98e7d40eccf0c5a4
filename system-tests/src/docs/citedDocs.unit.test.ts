// Code comments cite the docs that say why (`docs/decisions/scenes-player.md, "Keyframe semantics"`), and
// the README and docs link to each other. A cited file that was renamed, split or never written leaves
// a reader at a dead end, so every such path must exist, and a quoted section must start a heading of it.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', '.git', '.test-results']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

const filesUnder = (folder: string, keep: (name: string) => boolean): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });

interface Citation {
  readonly path: string;
  readonly section?: string;
}

/** `docs/<...>.md`, optionally followed by `, "Section"`; never the tail of a longer path such as `/api/docs/`. */
export const citationsIn = (text: string): Citation[] => [...text.matchAll(/(?<![\w/.-])(docs\/[\w./-]*?\.md)(?:, "([^"]+)")?/g)].map((m) => ({ path: m[1]!, section: m[2] }));

/** The relative targets of a markdown file's links (`[text](target#anchor)`), web addresses and pure anchors left out. */
export const linksIn = (markdown: string): string[] => [...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z]+:/i.test(target));

const headingsOf = (file: string): string[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, ''));

/** What is wrong with one citation, or undefined when the file and (if quoted) its section exist. */
const problemWith = (citation: Citation): string | undefined => {
  const file = path.join(ROOT, citation.path);
  if (!fs.existsSync(file)) return `${citation.path} does not exist`;
  if (citation.section && !headingsOf(file).some((heading) => heading.startsWith(citation.section!))) {
    return `${citation.path} has no section "${citation.section}"`;
  }
  return undefined;
};

describe('docs cited by the code and linked from the docs', () => {
  it('finds citations with and without a section, and not the API docs route', () => {
    expect(citationsIn('// see docs/decisions/a.md, "Timing": x; docs/b.md. get(\'/api/docs/\')')).toEqual([
      { path: 'docs/decisions/a.md', section: 'Timing' },
      { path: 'docs/b.md', section: undefined },
    ]);
    expect(problemWith({ path: 'docs/no-such-file.md' })).toBe('docs/no-such-file.md does not exist');
    expect(problemWith({ path: 'docs/decisions/README.md', section: 'No such section' })).toMatch(/has no section/);
    expect(linksIn('[a](b.md#c) [d](https://e) [f](#g) [h](../i/j.md)')).toEqual(['b.md', '../i/j.md']);
  });

  it('every docs path a source file cites exists, with the section it quotes', () => {
    const workspaces = fs.readdirSync(ROOT, { withFileTypes: true }).filter((e) => e.isDirectory() && !SKIPPED_FOLDERS.has(e.name) && !e.name.startsWith('.'));
    const problems = workspaces
      .flatMap((w) => filesUnder(path.join(ROOT, w.name), (name) => SOURCE.test(name)))
      .filter((file) => file !== __filename) // its own examples cite missing files on purpose
      .flatMap((file) => citationsIn(fs.readFileSync(file, 'utf8')).map((c) => ({ file, problem: problemWith(c) })))
      .filter((r) => r.problem)
      .map((r) => `${path.relative(ROOT, r.file)}: ${r.problem}`);
    expect(problems).toEqual([]);
  });

  it('every relative link of the README and the docs leads to a file that exists', () => {
    const markdown = [path.join(ROOT, 'README.md'), ...filesUnder(path.join(ROOT, 'docs'), (name) => name.endsWith('.md'))];
    const broken = markdown.flatMap((file) =>
      linksIn(fs.readFileSync(file, 'utf8'))
        .filter((target) => !fs.existsSync(path.resolve(path.dirname(file), target)))
        .map((target) => `${path.relative(ROOT, file)} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
