import type { SelectionIntent, SelectionPort } from '@/catalogue/odds';
import { slipSelections } from '@/features/betslip';

type ClickRules = (intent: SelectionIntent) => void;

/**
 * The odds buttons' port over the slip: selected outcomes from its ticket; a click goes to the
 * click rules set last (`setRules`), so the port keeps one identity while the rules follow the
 * account and settings. Until rules are set a click does nothing.
 */
export function createSlipSelectionPort(): {
  port: SelectionPort;
  setRules: (rules: ClickRules) => void;
} {
  let rules: ClickRules = () => undefined;
  return {
    port: {
      isSelected: slipSelections.isSelected,
      subscribe: slipSelections.subscribe,
      select: (intent) => rules(intent),
    },
    setRules: (next) => {
      rules = next;
    },
  };
}
