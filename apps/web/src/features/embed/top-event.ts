/** The top event a click opened (a link in a top event card or the event banner), or null. */
export function topEventOf(
  target: EventTarget | null,
  origin: string,
): { matchId: number; path: string } | null {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return null;
  const card = target.closest('[data-top-event], [data-event-banner]');
  const link = target.closest('a[href]');
  if (!card || !link || !card.contains(link)) return null;
  const matchId = Number(
    card.getAttribute('data-top-event') ?? card.getAttribute('data-event-banner'),
  );
  if (!Number.isSafeInteger(matchId) || matchId < 1) return null;
  const url = new URL(link.getAttribute('href') ?? '', origin);
  // only the site's own pages are top events
  if (url.origin !== origin) return null;
  return { matchId, path: url.pathname };
}
