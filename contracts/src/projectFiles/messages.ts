import type { MessageTable } from '../kernel/messages';

// The spec lists review's upload types (002 section 5) without a refusal's words: these are ours
// (docs/decisions/projectFiles.md).
export const ProjectFileMessages = {
  filesOfNoProject: 'That project was not found.',
  notAReviewType: 'Only svg, mov, avi, mp4, png, jpeg, jpg and gif files can be added for review.',
  reviewContentDiffers: (extension: string) => `The stored file is not a .${extension} file.`,
  notAnSvgFile: 'Only an svg file has svg stats.',
  mediaProcessing: 'This video is being prepared for playback.',
  mediaFailed: 'This video could not be prepared for playback.',
} as const satisfies MessageTable;
