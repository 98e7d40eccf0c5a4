// The browser bound to one CPU: it and the processes it starts (the page's renderer among them) may
// run on that CPU only, and the page counts one processor.
import fs from 'node:fs';
import { launchChromium } from './launchChromium';

const allowedCpus = (pid: number): string => /Cpus_allowed_list:\s*(\S+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '';
const childrenOf = (pid: number): number[] =>
  fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => {
      try {
        return Number(fs.readFileSync(`/proc/${child}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid;
      } catch {
        return false; // it ended while we looked
      }
    });

it('runs the browser and its processes on the CPU given, and the page sees one processor', async () => {
  const browser = await launchChromium({ cpu: 0 });
  try {
    const page = await browser.newPage();
    // The page's own count of processors (platform is compiled without the DOM's types).
    expect(await page.evaluate(() => (globalThis as unknown as { navigator: { hardwareConcurrency: number } }).navigator.hardwareConcurrency)).toBe(1);
    const pid = browser.process()?.pid ?? 0;
    expect(allowedCpus(pid)).toBe('0');
    const children = childrenOf(pid);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) expect(allowedCpus(child)).toBe('0');
  } finally {
    await browser.close();
  }
}, 60_000);

it('refuses a CPU that is not a whole number from 0', async () => {
  await expect(launchChromium({ cpu: -1 })).rejects.toThrow('A CPU is a whole number from 0: -1');
});
