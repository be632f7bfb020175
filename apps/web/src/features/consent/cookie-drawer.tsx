'use client';

import { Modal } from '@/ui/modal';
import { ConsentChoices } from './consent-choices';
import type { ConsentLabels } from './labels';

/**
 * Spec §4 access-blocked-without-consent: the cookie drawer, a modal that cannot be dismissed,
 * asks what the alert asks. Opened in the browser (a modal <dialog> is not server-rendered).
 */
export function CookieDrawer({ labels }: { labels: ConsentLabels }) {
  return (
    <Modal title={labels.title} closeLabel={labels.title} onClose={() => {}} dismissible={false}>
      <div data-testid="cookie-drawer">
        <ConsentChoices labels={labels} hydrated />
      </div>
    </Modal>
  );
}
