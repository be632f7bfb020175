import { describe, expect, it } from 'vitest';
import { chatUrl, isChatUrlTemplate } from './chat-url';

describe('chatUrl', () => {
  it('fills the match id and the locale into the provider template', () => {
    expect(
      chatUrl('https://chat.example.com/rooms/{match}?lang={locale}', {
        matchId: 42,
        locale: 'pt-BR',
      }),
    ).toBe('https://chat.example.com/rooms/42?lang=pt-BR');
  });

  it('is null without a provider, so the tab is not shown', () => {
    expect(chatUrl(undefined, { matchId: 42, locale: 'en' })).toBeNull();
    expect(chatUrl('', { matchId: 42, locale: 'en' })).toBeNull();
  });
});

describe('isChatUrlTemplate', () => {
  it.each([
    ['https://chat.example.com/{match}', true],
    ['http://127.0.0.1:9000/room/{match}/{locale}', true],
    ['javascript:alert(1)//{match}', false],
    ['/relative/{match}', false],
    ['not a url', false],
  ])('%s -> %s', (template, ok) => {
    expect(isChatUrlTemplate(template)).toBe(ok);
  });
});
