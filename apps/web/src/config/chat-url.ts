/**
 * The match chat (spec §2 match page tab CHAT) comes from a chat provider the operator
 * configures as a URL template; `{match}` and `{locale}` are replaced by the match id and the
 * page's locale. Without a provider there is no chat tab.
 */
export const CHAT_PLACEHOLDERS = ['{match}', '{locale}'] as const;

/** The chat page of one match, or null when no provider is configured. */
export function chatUrl(
  template: string | undefined,
  { matchId, locale }: { matchId: number; locale: string },
): string | null {
  if (!template) return null;
  return template
    .replaceAll('{match}', encodeURIComponent(String(matchId)))
    .replaceAll('{locale}', encodeURIComponent(locale));
}

/** Whether a template gives an http(s) URL once its placeholders are filled. */
export function isChatUrlTemplate(template: string): boolean {
  try {
    const url = new URL(chatUrl(template, { matchId: 1, locale: 'en' }) ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
