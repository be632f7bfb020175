import { describe, expect, test } from 'vitest';
import { appShellMode, isAppWebview, parseAppShellMode, queryMode } from './app-shell';

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const APP = `${BROWSER} SportsbookApp/2.4.1`;
const APP_WITH_HEADER = `${APP} SportsbookAppHeader`;

describe('appShellMode (spec §4 app webview, issue 17 item 3)', () => {
  test.each([
    ['a browser', BROWSER, null, null, 'web'],
    ['the app’s agent', APP, null, null, 'webview'],
    ['the app’s agent saying it draws a header', APP_WITH_HEADER, null, null, 'webview-header'],
    ['a lookalike word without a version', `${BROWSER} SportsbookApp/`, null, null, 'web'],
    ['?app=1 in a browser', BROWSER, '1', null, 'webview'],
    ['?app=header', BROWSER, 'header', null, 'webview-header'],
    ['?app=0 inside the app', APP, '0', null, 'web'],
    ['an unknown ?app value: the cookie decides', BROWSER, 'yes', 'webview', 'webview'],
    ['the remembered cookie without a query', BROWSER, null, 'webview-header', 'webview-header'],
    ['the query over the cookie', BROWSER, '1', 'webview-header', 'webview'],
    ['a forged cookie value: the agent decides', APP, null, '<script>', 'webview'],
    ['no agent at all', null, null, null, 'web'],
  ] as const)('%s', (_name, userAgent, query, cookie, mode) =>
    expect(appShellMode({ userAgent, query, cookie })).toBe(mode),
  );

  test('isAppWebview: the one predicate, true in both app modes', () => {
    expect([isAppWebview('web'), isAppWebview('webview'), isAppWebview('webview-header')]).toEqual([
      false,
      true,
      true,
    ]);
  });

  test('query values and the render’s header parse to a mode or nothing', () => {
    expect([queryMode('true'), queryMode('false'), queryMode(''), queryMode(null)]).toEqual([
      'webview',
      'web',
      null,
      null,
    ]);
    expect([parseAppShellMode('webview'), parseAppShellMode('x'), parseAppShellMode(null)]).toEqual(
      ['webview', 'web', 'web'],
    );
  });
});
