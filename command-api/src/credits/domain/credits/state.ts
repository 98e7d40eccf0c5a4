// The Credits aggregate's state, folded from its stream credits-<projectID>.
import { CreditsDefaults, type CreditItem, type CreditsEvents, type CreditsSpacer, type EventOf, type PartnerLogo } from '@wb/contracts';

export type CreditsEvent = EventOf<typeof CreditsEvents>;

export interface CreditsState {
  readonly projectID: string;
  readonly items: readonly CreditItem[];
  readonly partnerLogos: readonly PartnerLogo[];
  readonly spacer: CreditsSpacer;
}

/** null until CreditsCreated. */
export type Credits = CreditsState | null;

export const initialState: Credits = null;

export const evolve = (state: Credits, event: CreditsEvent): Credits => {
  if (event.type === 'CreditsCreated') return { projectID: event.data.projectID, items: event.data.items, partnerLogos: event.data.partnerLogos, spacer: event.data.spacer };
  if (state === null) return state;
  switch (event.type) {
    case 'CreditItemsChanged':
      return { ...state, items: event.data.items };
    case 'CreditsPartnerLogosChanged':
      return { ...state, partnerLogos: event.data.partnerLogos };
    case 'CreditsSpacerChanged':
      return { ...state, spacer: event.data.spacer };
    case 'CreditsPartnerLogosRemoved':
      return { ...state, partnerLogos: [] };
    case 'CreditsImageExported':
      return state;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** What a project's credits hold before anything is saved: no items, no logos, the default spacer. */
export const emptyCredits = (projectID: string): CreditsState => ({ projectID, items: [], partnerLogos: [], spacer: { height: CreditsDefaults.spacerHeight } });
