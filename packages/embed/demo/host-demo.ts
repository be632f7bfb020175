// The demo host page's script (served by the reference backend, apps/server/src/host-demo): frames
// the sportsbook with this package, keeps the host's own copy of the balance from the messages,
// logs every event and sends each command from its button.
import {
  createSportsbookFrame,
  type EmbedCommandPayload,
  type EmbedEvent,
  type EmbedHostCommandName,
} from '../src/index';

declare global {
  interface Window {
    /** Every event received, in order (read by the e2e tests). */
    hostEvents: EmbedEvent[];
  }
}

const $ = <T extends HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`${selector} is missing`);
  return element;
};
const value = (selector: string) => $<HTMLInputElement | HTMLSelectElement>(selector).value;

const main = $('main');
const frame = createSportsbookFrame({
  container: $('#frame-slot'),
  src: main.dataset.frameUrl ?? '/',
  title: 'Sportsbook',
});
window.hostEvents = [];

const log = $('#events');
frame.on('*', (event) => {
  window.hostEvents.push(event);
  const item = document.createElement('li');
  item.dataset.event = event.type;
  item.textContent = `${event.type} ${JSON.stringify(event.payload)}`;
  log.prepend(item);
});

// the host's own balance display, fed only by the sportsbook's messages
const balance = $<HTMLOutputElement>('#host-balance');
frame.on('balance-changed', ({ balance: minor, currency }) => {
  balance.dataset.minor = minor === null ? '' : String(minor);
  balance.textContent =
    minor === null || currency === null ? 'signed out' : `${(minor / 100).toFixed(2)} ${currency}`;
});

// with iframe integration on, the frame is as tall as the sportsbook's page
frame.on('page-size-changed', ({ height }) => {
  if ($<HTMLInputElement>('#integration').checked) frame.iframe.style.height = `${height}px`;
});

// spec §5: while "the casino's cashier" is ticked, the host listens to deposit and takes them
const cashier = $<HTMLOutputElement>('#host-cashier');
let stopCashier: (() => void) | null = null;
const cashierBox = $<HTMLInputElement>('#cashier');
const followCashierBox = () => {
  stopCashier?.();
  stopCashier = cashierBox.checked
    ? frame.on('deposit', ({ currency }) => {
        cashier.textContent = `the casino's cashier is open (${currency ?? 'no currency'})`;
      })
    : null;
};
cashierBox.addEventListener('change', followCashierBox);
followCashierBox();

const payloads: { [Name in EmbedHostCommandName]: () => EmbedCommandPayload<Name> } = {
  'odds-changed': () => ({
    odds_type: value('#odds-type') as EmbedCommandPayload<'odds-changed'>['odds_type'],
  }),
  'page-changed': () => ({ path: value('#page-path') }),
  'search-modal': () => (value('#search-query') ? { query: value('#search-query') } : {}),
  'open-bet-slip': () => ({}),
  viewport: () => {
    const rect = frame.iframe.getBoundingClientRect();
    return {
      width: Math.round(window.innerWidth),
      height: Math.round(window.innerHeight),
      offset_top: Math.round(rect.top),
    };
  },
  'iframe-integration': () => ({ enabled: $<HTMLInputElement>('#integration').checked }),
  'apply-bet-code': () => ({ code: value('#bet-code') }),
  'change-locale': () => ({
    locale: value('#locale') as EmbedCommandPayload<'change-locale'>['locale'],
  }),
  'change-currency': () => ({ currency: value('#currency') }),
};

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-command]')) {
  const name = button.dataset.command as EmbedHostCommandName;
  button.addEventListener('click', () => {
    // the row's name and payload belong together (the table above is typed per command)
    frame.send(name as 'viewport', payloads[name]() as EmbedCommandPayload<'viewport'>);
  });
}

// spec §2 /init-sportsbook: the casino signs its own player in to the sportsbook. Its server asks
// the platform API for a one-time token; the frame opens /init-sportsbook with it.
$<HTMLButtonElement>('#demo-session').addEventListener('click', () => {
  void fetch('/demo-session', { method: 'POST' })
    .then((res) => res.json() as Promise<{ url?: string }>)
    .then(({ url }) => {
      if (url) frame.iframe.src = url;
    });
});
