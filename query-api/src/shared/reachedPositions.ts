// Read-your-writes asks the same position again and again (every query a client sends after its
// command, every query the gateway gives the latest position it answered). Finding a position's commit
// order costs a round trip to the event store; once the read models a query reads have passed a
// position they never fall behind it again (checkpoints only move forward, and a rebuild is swapped in
// only once caught up), so a position reached is remembered per read model and not asked again.

/** Positions remembered; the oldest goes first (forgetting one only costs the wait's round trip). */
const MAX_POSITIONS = 1_000;

export class ReachedPositions {
  private readonly reached = new Map<bigint, Set<string>>();

  has(position: bigint, readModels: readonly string[]): boolean {
    const known = this.reached.get(position);
    return known !== undefined && readModels.every((name) => known.has(name));
  }

  add(position: bigint, readModels: readonly string[]): void {
    let known = this.reached.get(position);
    if (!known) {
      if (this.reached.size >= MAX_POSITIONS) {
        const oldest = this.reached.keys().next();
        if (!oldest.done) this.reached.delete(oldest.value);
      }
      known = new Set();
      this.reached.set(position, known);
    }
    for (const name of readModels) known.add(name);
  }
}
