// index.html's entry, the page of a visitor with a session: the whole app at once. A visitor without
// one gets landing.html and its light entry (entries/landingBoot.ts) instead.
import { mountApp } from './entries/mountApp';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
mountApp(root);
