// The suite's own checks, counted across every fault: each fault's test fails on any failed check of
// its own, and the run ends with one `N passed, N failed` line.

export interface Check {
  readonly fault: string;
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

export class Tally {
  readonly checks: Check[] = [];

  record(fault: string, name: string, ok: boolean, detail = ''): void {
    this.checks.push({ fault, name, ok, detail });
  }

  /** The failed checks of one fault, as lines a person reads. */
  failuresOf(fault: string): string[] {
    return this.checks.filter((c) => c.fault === fault && !c.ok).map((c) => `${c.name}${c.detail ? `: ${c.detail}` : ''}`);
  }

  summary(): string {
    const passed = this.checks.filter((c) => c.ok).length;
    return `${passed} passed, ${this.checks.length - passed} failed`;
  }
}
