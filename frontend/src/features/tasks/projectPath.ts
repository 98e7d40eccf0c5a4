/** The project contents page a task's project link opens. */
export const projectContentsHref = (projectID: string): string => `#/projectContents/${encodeURIComponent(projectID)}`;
