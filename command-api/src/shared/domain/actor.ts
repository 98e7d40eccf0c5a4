/** The signed-in user a command acts for, with the grants checked by rules inside decide. */
export interface Actor {
  readonly userID: number;
  readonly grants: readonly string[];
}
