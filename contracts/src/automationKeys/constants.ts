// Automation access keys (spec 002 sections 2 and 6: the exporter pages open to "a holder of a valid
// automation access key given in the query parameter key"). The numbers are ours
// (docs/decisions/automationKeys.md).

/** What a key opens: 'exporter' the screen-recording exporter, 'credits' the credits exporter. */
export const AutomationKeyScopes = ['exporter', 'credits'] as const;
export type AutomationKeyScope = (typeof AutomationKeyScopes)[number];

export const AutomationKeyLimits = {
  /** Random bytes of a key: 256 bits, so guessing one is hopeless however fast keys are checked. */
  keyBytes: 32,
  /** A key as handed out: 32 bytes in base64url, 43 characters. */
  keyLength: 43,
  /** The longest `key` a call reads: anything longer is refused before any work is done for it. */
  maxKeyInputLength: 128,
  minExpiryDays: 1,
  maxExpiryDays: 365,
  maxNameLength: 100,
  /** Keys the admin list shows (the newest first); a key beyond it is still listed by nothing but still works. */
  maxListed: 500,
  /**
   * The most ids one call of a page opened with a key names (/exporter/getExporterScenes and
   * getExporterFiles): 100 ids of 64 characters and a key fit the 8 KB body of a request without a
   * session; the page asks for a longer list in parts (docs/decisions/screenRecorder.md).
   */
  maxIDsPerKeyCall: 100,
  /** The longest life of a key the server issues itself (credits.png, the exporter's own page loads). */
  maxSystemKeyTtlMs: 60 * 60 * 1000,
} as const;
