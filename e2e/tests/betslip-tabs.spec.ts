import { expect, test } from '@playwright/test';
import { openMatches, pick } from './betslip-helpers';

// Issue #7: the slip is the same in two open tabs (localStorage "bets" and its storage event).
// Storage and its event, the same at every width: once, on desktop.

test(
  'a selection added or removed in one tab shows in the other',
  { tag: '@once' },
  async ({ page, request }) => {
    const [a, b] = await openMatches(request, 0);
    if (!a || !b) throw new Error('no matches');
    await pick(page, a);
    const other = await page.context().newPage();
    await other.goto('/');
    // the sidebar holds the slip in the DOM on every width; its rows are counted, not looked at
    const rows = other.getByTestId('bet-panel-sidebar').getByTestId('slip-selection');
    await expect(rows).toHaveCount(1);
    await pick(page, b);
    await expect(rows).toHaveCount(2);
    const outcome = a.main_market?.outcomes[0];
    if (!outcome) throw new Error('no outcome');
    await page.goto(`/${a.sport.key}/${a.slug}`);
    await page
      .getByRole('button', {
        name: new RegExp(`^${outcome.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `),
      })
      .first()
      .click();
    await expect(rows).toHaveCount(1);
    await other.close();
  },
);
