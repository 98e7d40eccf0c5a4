// User-facing messages of the spec, word for word.
export const Messages = {
  projectExists: 'Uh oh, looks like that project already exists.',
  projectExistsDeleted: 'Uh oh, looks like that project already exists, but has been deleted.',
  folderExistsDeleted: 'Oh oh, that folder already exists, but was deleted.',
  folderExists: 'A folder with that name already exists.',
  projectAddedToFolder: (folder: string) => `Project added to ${folder}`,
  youShallNotPass: 'You shall not pass!',
  noPermissionTooltip: (section: string) => `You don't have permission to view ${section}`,
  noPermissionContent: (section: string) => `Sorry, you don't have permission to view ${section}.`,
  userDeactivatedBanner: "This user's account is deactivated",
  somethingHappened: 'Something happened',
  onlyOwners: 'Only the project owners and admins may do that.',
  accountDeactivated: 'This account is deactivated. Contact an admin.',
  wrongCredentials: 'That email and password do not match an account.',
  signInRequired: 'Please sign in.',
  requestKeyReused: 'This request key was already used for a different request.',
  missingGrant: (grant: string) => `You need the grant ${grant} for that. Contact an admin.`,
} as const;
