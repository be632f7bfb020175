/** The demo host page's HTML (issue 17 item 4): a casino-like page around the sportsbook frame. */

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ODDS_TYPES = ['european', 'british', 'hongkong', 'american', 'indonesian', 'malaysian'];
const LOCALES = ['en', 'de', 'pt-BR', 'ar'];
const options = (values: string[]) =>
  values.map((value) => `<option value="${value}">${value}</option>`).join('');

/** One row per incoming command of spec §7: its inputs and the button that sends it. */
const COMMANDS: [name: string, label: string, inputs: string][] = [
  [
    'odds-changed',
    'Odds changed',
    `<select id="odds-type" aria-label="Odds type">${options(ODDS_TYPES)}</select>`,
  ],
  ['page-changed', 'Page changed', '<input id="page-path" aria-label="Path" value="/live">'],
  ['search-modal', 'Search modal', '<input id="search-query" aria-label="Search query" value="">'],
  ['open-bet-slip', 'Open bet slip', ''],
  ['viewport', 'Viewport', ''],
  [
    'iframe-integration',
    'Iframe integration',
    '<label><input id="integration" type="checkbox"> resize the frame</label>',
  ],
  ['apply-bet-code', 'Apply bet code', '<input id="bet-code" aria-label="Bet code" value="">'],
  [
    'change-locale',
    'Change locale',
    `<select id="locale" aria-label="Locale">${options(LOCALES)}</select>`,
  ],
  ['change-currency', 'Change currency', '<input id="currency" aria-label="Currency" value="EUR">'],
];

export function hostDemoPage(frameUrl: string): string {
  const rows = COMMANDS.map(
    ([name, label, inputs]) =>
      `<li>${inputs} <button type="button" data-command="${name}">${label}</button></li>`,
  ).join('\n        ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Demo casino: sportsbook host page</title>
    <link rel="stylesheet" href="/demo.css">
    <script type="module" src="/demo.js"></script>
  </head>
  <body>
    <header>
      <strong>Demo casino</strong>
      <span>
        <button type="button" id="demo-session">Sign in as the casino's demo player</button>
        Balance (host's copy): <output id="host-balance" data-minor="">signed out</output>
        <label><input id="cashier" type="checkbox" checked> the casino's cashier takes deposits</label>
        <output id="host-cashier"></output>
      </span>
    </header>
    <main data-frame-url="${escapeHtml(frameUrl)}">
      <div id="frame-slot"></div>
      <aside>
        <h2>Commands</h2>
        <ul class="commands">
        ${rows}
        </ul>
        <h2>Events</h2>
        <ol id="events" aria-live="polite"></ol>
      </aside>
    </main>
  </body>
</html>
`;
}

export const HOST_DEMO_CSS = `
body { margin: 0; font: 14px/1.4 system-ui, sans-serif; background: #10131a; color: #e8eaf0; }
header { display: flex; justify-content: space-between; padding: 12px 16px; background: #2b1d4a; }
main { display: grid; grid-template-columns: minmax(0, 1fr) 320px; gap: 12px; padding: 12px; }
#frame-slot iframe { width: 100%; height: 800px; border: 0; background: #fff; }
aside { font-size: 13px; }
.commands { list-style: none; padding: 0; display: grid; gap: 6px; }
#events { max-height: 360px; overflow: auto; font-family: monospace; font-size: 12px; }
button { cursor: pointer; }
`;

/**
 * A page of another origin that sends commands to the sportsbook frame beside it (the host's
 * first frame): the sportsbook must ignore them (spec §6 whitelisted origins). Tells the host
 * when it has sent them.
 */
export const FOREIGN_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Foreign sender</title><script src="/foreign.js"></script></head>
  <body>foreign sender</body>
</html>
`;

export const FOREIGN_SCRIPT = `
const sportsbook = window.parent.frames[0];
for (const [name, payload] of [
  ['open-bet-slip', {}],
  ['change-locale', { locale: 'de' }],
  ['odds-changed', { odds_type: 'american' }],
]) sportsbook.postMessage({ type: 'sportsbook:' + name, version: 1, payload }, '*');
window.parent.postMessage({ type: 'host-demo:foreign-sent' }, '*');
`;
