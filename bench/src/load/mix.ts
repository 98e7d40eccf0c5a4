// Who the load's users are: each user does one kind of work at a person's pace, and the users are
// shared out among the kinds by weight (largest remainders, so the counts add up to the users and
// each kind with a weight gets its share, rounded the fairest way).

export interface Role<K extends string> {
  readonly kind: K;
  /** Its share of the users, against the other roles' weights. */
  readonly weight: number;
}

/** The kind of each of `users` users, the kinds in the roles' order, as many of each as its weight's share. */
export const assignRoles = <K extends string>(users: number, roles: readonly Role<K>[]): K[] => {
  const total = roles.reduce((sum, r) => sum + r.weight, 0);
  if (users < 0 || !Number.isInteger(users)) throw new Error(`users must be a whole number, not ${users}`);
  if (roles.length === 0 || total <= 0) throw new Error('the roles need a positive weight');
  const exact = roles.map((r) => (users * r.weight) / total);
  const counts = exact.map(Math.floor);
  let left = users - counts.reduce((sum, c) => sum + c, 0);
  // The largest fractions get the users rounding left over; ties go to the role named first.
  const byRemainder = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    counts[i]! += 1;
    left -= 1;
  }
  return roles.flatMap((r, i) => new Array<K>(counts[i]!).fill(r.kind));
};
