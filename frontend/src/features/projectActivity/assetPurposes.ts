// The contents page's upload sections (spec 000 section 2 "upload sections"; spec 001 section 5,
// "Uploads by purpose"): a project's own assets by projectAssetType, each stored under its upload
// purpose. Image assets are deprecated in favour of kits (spec 001), the thumbnail and credits have
// sections of their own (docs/decisions/projectActivity.md).
import { UploadPurposes, type UploadPurposeName } from '@wb/contracts';

export interface AssetPurpose {
  /** The file's projectAssetType (/project/addFile). */
  readonly assetType: 'transcript' | 'script' | 'scene-svg' | 'design' | 'voiceover' | 'camtasia' | 'textbook';
  readonly title: string;
  /** Where the upload is stored, and what it accepts. */
  readonly purpose: UploadPurposeName;
}

export const ASSET_PURPOSES: readonly AssetPurpose[] = [
  { assetType: 'script', title: 'Scripts', purpose: 'script' },
  { assetType: 'transcript', title: 'Transcripts', purpose: 'transcript' },
  { assetType: 'scene-svg', title: 'SVGs', purpose: 'svg' },
  { assetType: 'voiceover', title: 'Voiceovers', purpose: 'voiceover' },
  { assetType: 'camtasia', title: 'Camtasia', purpose: 'camtasia' },
  { assetType: 'textbook', title: 'Textbook images', purpose: 'textbook' },
  { assetType: 'design', title: 'Design files', purpose: 'design' },
];

/** The accept attribute of a purpose's file input (.md, .gdoc...). */
export const acceptOf = (purpose: UploadPurposeName): string => UploadPurposes[purpose].extensions.map((e) => `.${e}`).join(',');
