import type { AutomationKeyScope } from '@wb/contracts';

/** What each scope opens, as the panel names it. */
export const scopeLabel: Record<AutomationKeyScope, string> = {
  exporter: 'Screen-recording exporter (/exporter)',
  credits: 'Credits exporter (/creditsexporter)',
};

export const scopeShortLabel: Record<AutomationKeyScope, string> = { exporter: 'Exporter', credits: 'Credits' };
