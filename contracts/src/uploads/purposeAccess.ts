// Who may upload for which purpose: the grant of the calls that then use the stored file (a project
// thumbnail is set by a project edit, a kit thumbnail by an asset library edit...). The upload
// endpoints check it before a byte is stored, and refuse as the call router does (403 naming the grant),
// so an upload is never a way around the grant of the call it is for.
import { anyGrant, grant, signedIn, type Access } from '../kernel/access';
import type { UploadPurposeName } from './purposes';

const assetsEdit = grant('content.assets-edit');

/** null: no browser uploads for this purpose (the server stores such files itself). */
export const UploadPurposeAccess: Readonly<Record<UploadPurposeName, Access | null>> = {
  // A project's picture on its card: project edit.
  projectThumbnail: grant('content.projects-edit'),
  // /assets/updateKitThumbnail (asset library edit).
  kitThumbnail: assetsEdit,
  // /user/updateAvatar: everyone sets their own.
  avatar: signedIn,
  // /pronounce/addWord and updateWord: any signed-in user adds words.
  pronunciation: signedIn,
  // The project's upload sections, recorded with /project/addFile (asset library edit).
  camtasia: assetsEdit,
  transcript: assetsEdit,
  script: assetsEdit,
  voiceover: assetsEdit,
  textbook: assetsEdit,
  design: assetsEdit,
  // An svg is a project file (asset library edit) or a scene imported from it (/scene/importScene,
  // project view).
  svg: anyGrant(['content.projects-view', 'content.assets-edit']),
  // Kit files and staged uploads (/assets/addFilesToKit, /files/saveStagedFiles: asset library edit).
  asset: assetsEdit,
  // The admin's resources tab (/resources/save).
  resource: grant('admin.resources'),
  // /scene/updateThumbnail and /scene/updateNotes (project view, as the scene calls).
  sceneThumbnail: grant('content.projects-view'),
  sceneNotesImage: grant('content.projects-view'),
  // Pictures embedded in an imported SVG are stored by the import itself.
  sceneImage: null,
  // A partner logo is set by /project/updateCredits (project edit); credits.png is stored by the server.
  creditsLogo: grant('content.projects-edit'),
  creditsImage: null,
  // An export's MP4 is stored by the exporter.
  exportVideo: null,
};
