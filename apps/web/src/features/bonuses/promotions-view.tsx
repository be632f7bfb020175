'use client';

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import type { BonusListKind } from '@/api/promotions';
import { currenciesQueryOptions } from '@/api/wallet';
import { openAccountModal } from '@/session/account-modal-store';
import { useAuthStatus } from '@/session/session';
import { replaceUrl } from '@/ui/replace-url';
import { SignInPrompt } from '@/ui/sign-in-prompt';
import { BonusDetailModal } from './bonus-detail-modal';
import { CardSkeletons, KindSection } from './kind-section';
import type { PromotionLabels } from './labels';
import { openedBonusOf, BONUS_PARAM } from './opened-bonus';
import { PromoCodeForm } from './promo-code-form';
import { Predictions } from './predictions';
import layout from '@/ui/page-layout.module.css';

/** The kinds in the order the page lists them (spec §1). */
const KINDS: readonly BonusListKind[] = [
  'freebets',
  'comboboosts',
  'huntings',
  'tournaments',
  'lootboxes',
];

const signIn = () => openAccountModal('signIn');

/**
 * Spec §2 /promotions: the promo code entry and the bonuses by kind for a signed-in player; a
 * visitor is asked to sign in and sees what the API shows without a session (spec §6: the
 * player's bonus lists need one); then the jackpots (given by the page) and the predictions. A
 * bonus opens in the bonus detail modal, also from the link an alert gives (`?bonus=<kind>:<id>`).
 */
export function PromotionsView({
  labels,
  locale,
  jackpots,
}: {
  labels: PromotionLabels;
  locale: string;
  jackpots: ReactNode;
}) {
  const status = useAuthStatus();
  const signedIn = status === 'loggedIn';
  const currencies = useQuery(currenciesQueryOptions(locale)).data;
  const [picked, setPicked] = useState<{ kind: BonusListKind; id: string; name: string } | null>(
    null,
  );
  // an alert's link names the bonus to open (`?bonus=<kind>:<id>`)
  const params = useSearchParams();
  const linked = openedBonusOf(params.get(BONUS_PARAM));
  const opened = picked ?? (linked && { ...linked, name: labels.kinds[linked.kind] });
  const close = () => {
    setPicked(null);
    if (!linked) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(BONUS_PARAM);
    replaceUrl(url.pathname + url.search + url.hash);
  };

  return (
    <div className={layout.sections}>
      {signedIn && <PromoCodeForm labels={labels} locale={locale} />}
      {status === 'notLoggedIn' && (
        <SignInPrompt
          title={labels.signIn.title}
          text={labels.signIn.text}
          button={labels.signIn.button}
          onSignIn={signIn}
        />
      )}
      {signedIn || status === 'notLoggedIn' ? (
        // a visitor sees the public campaigns; freebets are the player's own (spec §6)
        KINDS.filter((kind) => signedIn || kind !== 'freebets').map((kind) => (
          <KindSection
            key={kind}
            kind={kind}
            labels={labels}
            currencies={currencies}
            locale={locale}
            signedIn={signedIn}
            onOpen={(bonus) => setPicked({ kind: bonus.kind, id: bonus.id, name: bonus.name })}
          />
        ))
      ) : (
        <div aria-busy="true">
          <span className="visually-hidden">{labels.loading}</span>
          <CardSkeletons />
        </div>
      )}
      {jackpots}
      {status !== 'unknown' && status !== 'pending' && (
        <Predictions labels={labels} locale={locale} signedIn={signedIn} />
      )}
      {opened && (signedIn || status === 'notLoggedIn') && (
        <BonusDetailModal
          signedIn={signedIn}
          kind={opened.kind}
          id={opened.id}
          title={opened.name}
          labels={labels}
          currencies={currencies}
          locale={locale}
          onClose={close}
        />
      )}
    </div>
  );
}
