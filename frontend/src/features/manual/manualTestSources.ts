// The manual's Markdown files read from disk, for the unit tests (the page reads them through Vite).
import fs from 'node:fs';
import path from 'node:path';
import type { ManualSource } from './outline';

export const MANUAL_DIR = path.resolve(__dirname, '../../../../docs/manual');

export const readManualSources = (): ManualSource[] =>
  fs
    .readdirSync(MANUAL_DIR)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ file, markdown: fs.readFileSync(path.join(MANUAL_DIR, file), 'utf8') }));
