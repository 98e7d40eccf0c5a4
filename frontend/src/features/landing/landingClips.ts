// The landing page's feature clips: short recordings of the product's own screens, made by
// system-tests/e2e/landingClips.e2e.test.ts (LANDING_CLIPS=1) into frontend/public/landing/. Each file
// there is <file>.webm with its first frame as <file>.webp, 640x400.

export const CLIP_WIDTH = 640;
export const CLIP_HEIGHT = 400;

export const landingClips = {
  sceneEditor: {
    file: 'scene-editor',
    subject: 'scene editor',
    label: 'The scene editor playing a water-cycle scene: the sun, its label and the rising steam are drawn in as the playhead moves along the timeline.',
  },
  review: {
    file: 'review',
    subject: 'review',
    label: 'A drawing under review: picking each comment shows its red box annotation on the drawing, then a new comment is typed.',
  },
  assets: {
    file: 'assets',
    subject: 'asset library',
    label: 'The asset library: a kit of science illustrations searched for water, and a found picture opened with its tags.',
  },
  projects: {
    file: 'projects',
    subject: 'project management',
    label: 'The dashboard of lesson projects, narrowed to the Earth science folder and then the Life science folder.',
  },
  languages: {
    file: 'languages',
    subject: 'multi-language',
    label: 'The water-cycle scene in Spanish playing: Sol and Evaporación are written on the stage.',
  },
} as const;

export type LandingClipName = keyof typeof landingClips;
