// The address of a project as it was (issue 21): /project/{projectID}/asOf with ?at=<ISO> or
// ?position=<global position>; neither is now. History entries link here with their position.
export interface AsOfMomentChoice {
  readonly at?: string;
  readonly position?: string;
}

export const asOfPath = (projectID: string, moment: AsOfMomentChoice = {}): string => {
  const query = moment.position !== undefined ? `?position=${encodeURIComponent(moment.position)}` : moment.at !== undefined ? `?at=${encodeURIComponent(moment.at)}` : '';
  return `/project/${encodeURIComponent(projectID)}/asOf${query}`;
};

/** The moment an address names: a position wins over a time; anything else is now. */
export const momentOfQuery = (query: string): AsOfMomentChoice => {
  const params = new URLSearchParams(query);
  const position = params.get('position');
  if (position !== null && /^[1-9][0-9]{0,18}$/.test(position)) return { position };
  const at = params.get('at');
  if (at !== null && !Number.isNaN(Date.parse(at))) return { at: new Date(at).toISOString() };
  return {};
};
