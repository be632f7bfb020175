/**
 * Bonuses the bettor took off a bet in this page: the slip does not choose them again by default
 * (spec §4 default bonus) until the bettor picks them again.
 */
const declined = new Set<string>();

export const declinedBonuses = (): ReadonlySet<string> => declined;

export function declineBonus(id: string): void {
  declined.add(id);
}

export function acceptBonus(id: string): void {
  declined.delete(id);
}
