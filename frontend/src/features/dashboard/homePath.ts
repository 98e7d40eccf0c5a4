/** The address of the dashboard, showing one list or folder (null: the recent projects). */
export const homePath = (filter: string | null): string => (filter ? `/home/${encodeURIComponent(filter)}` : '/home');
