/* global self */
// Service worker of the sportsbook's Web Push (issue 14): shows a notification the server sent
// while the site's tabs are closed and opens the page it is about when clicked.

/** The page of each notification kind; the locale prefix comes from the registration URL. */
const PAGES = {
  bet_won: '/profile/bets',
  cashout_paid: '/profile/bets',
  deposit_credited: '/profile/wallet/transactions',
};
const prefix = new URL(self.location.href).searchParams.get('prefix') ?? '';

function readMessage(data) {
  if (!data) return {};
  try {
    const message = data.json();
    return message && typeof message === 'object' ? message : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  const title = typeof message.title === 'string' && message.title ? message.title : 'Sportsbook';
  const page = PAGES[message.type] ?? '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icon.svg',
      // one notification per server notification, even when a message arrives twice
      tag: typeof message.id === 'number' ? `notification-${message.id}` : undefined,
      data: { path: /^\/[a-z]{2}(-[A-Z]{2})?$/.test(prefix) ? prefix + page : page },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.path ?? '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(self.location.origin));
      if (open) return open.navigate(target).then((w) => (w ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
