export { CHROMIUM_FLAGS, chromiumPath, launchChromium, type LaunchOptions } from './launchChromium';
