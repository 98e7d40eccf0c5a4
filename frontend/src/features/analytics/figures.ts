// How a count reads on the analytics screens: '1 project', '3 projects', '1,200 words'.
const count = new Intl.NumberFormat('en');

export const projectsText = (n: number): string => `${count.format(n)} ${n === 1 ? 'project' : 'projects'}`;
export const wordsText = (n: number): string => `${count.format(n)} ${n === 1 ? 'word' : 'words'}`;
export const wordCountText = (n: number | null): string => (n === null ? '–' : count.format(n));
