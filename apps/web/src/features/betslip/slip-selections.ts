import { createSelectedOutcomes } from './selected-outcomes';
import { ticketStore } from './ticket-store';

/** The selected outcomes of this page's slip, for its odds buttons. */
export const slipSelections = createSelectedOutcomes(ticketStore);
