import type { LegalTexts } from './types';

// English texts of the demo operator's legal pages (issue 16 item 4); the other locales follow them.
export const legalEn: LegalTexts = {
  about: {
    title: 'About us',
    description: 'Who runs this sportsbook, how we work and how to reach us.',
    html: `<p>Demo Sportsbook is a white-label sports betting site run by Demo Gaming Ltd. We offer pre-match and live betting on football, tennis, basketball, ice hockey, cricket and esports, with prices updated second by second while the action goes on.</p>
<h2>What we stand for</h2>
<p>We want betting to stay entertainment. That is why every account has deposit, loss and session limits, a reality check and self-exclusion at hand in the profile, and why our odds, rules and settlement are written down plainly on this site.</p>
<h2>Licence and fairness</h2>
<p>Results are settled from official data feeds. Every bet, balance change and settlement is recorded and can be reviewed by our support team and by the regulator on request.</p>
<h2>Contact</h2>
<p>Our support team answers every day from 08:00 to 24:00 CET. Write to us at support@demo-sportsbook.example, or start with the <a href="/help-center">Help Centre</a>, where the most common questions are already answered.</p>`,
  },
  generalRules: {
    title: 'General betting rules',
    description: 'Bet types, void bets, dead heats and abandoned matches explained.',
    html: `<p>These rules apply to every bet placed on this site, together with the <a href="/terms-and-conditions">Terms and Conditions</a>. Where a market has its own rule, that rule applies first.</p>
<h2>Bet types</h2>
<ul><li><strong>Single:</strong> one selection. It wins when the selection wins; the return is the stake times the odds.</li><li><strong>Combo (accumulator):</strong> two or more selections from different events on one slip. Every selection must win; the odds are multiplied together.</li><li><strong>System:</strong> every combination of a chosen size from your selections, for example all doubles from three selections (a 2/3 system, three bets). Each combination is a separate combo with an equal part of the stake.</li></ul>
<h2>Void bets</h2>
<p>A selection is void and counts at odds 1.00 when its market cannot be settled: the event does not take place, a player named in the market does not take part, or the price was offered in obvious error. A single on a void selection returns its stake. A combo continues with its other selections.</p>
<h2>Dead heat</h2>
<p>When two or more competitors tie for a position that a market pays on, the stake is divided by the number of tied competitors and the odds apply to that part; the rest of the stake is lost.</p>
<h2>Abandoned and postponed matches</h2>
<p>If a match is abandoned, markets already decided (for example the first goal scorer after a goal) stand; all other markets are void. A match postponed and not played within 48 hours of its scheduled start is void.</p>
<h2>Live betting</h2>
<p>Live prices change quickly. A bet is accepted at the odds shown when it reaches us, or at better odds, unless your odds settings accept changes. Markets are suspended around dangerous moments such as penalties and reopened afterwards.</p>`,
  },
  terms: {
    title: 'Terms and Conditions',
    description:
      'The agreement between you and Demo Sportsbook: accounts, bets, bonuses and complaints.',
    html: `<p>By opening an account you agree to these Terms and Conditions and to the <a href="/general-rules">General betting rules</a>. Please read them carefully; they were last updated on 1 November 2026.</p>
<h2>1. Eligibility</h2>
<p>You must be at least 18 years old, or older where the law of your country says so, and betting must be legal where you live. We may ask for proof of age and identity at any time and keep any bet placed by a minor void.</p>
<h2>2. Your account</h2>
<p>You may hold one account. Keep your password secret: you are responsible for every bet placed with your login. Details you give us must be true and kept up to date.</p>
<h2>3. Bets and acceptance</h2>
<p>A bet is accepted when it appears in My bets with a bet reference. We may refuse a bet or accept a lower stake. Maximum stakes and wins are shown on the bet slip.</p>
<h2>4. Odds changes</h2>
<p>Odds may change between the moment you add a selection and the moment you place the bet. Your odds settings decide whether a changed price is accepted automatically, only when it rises, or never.</p>
<h2>5. Settlement</h2>
<p>Bets are settled on the official result at the end of play, including extra time only where the market says so. Winnings are paid to your balance at once. A bet settled in error is corrected.</p>
<h2>6. Cash out</h2>
<p>Where offered, you may settle a bet before its events end for the cash-out amount shown. The amount follows the live odds and may change or be withdrawn at any moment; a cashed-out bet is final.</p>
<h2>7. Bonuses</h2>
<p>Free bets, combo boosts and other promotions have their own terms, shown with each offer. A free bet's stake is not returned with the winnings. We may withdraw a bonus obtained by abuse.</p>
<h2>8. Responsible gambling</h2>
<p>Set deposit, loss, wager and session limits, take a cooling-off break or exclude yourself in your profile. If betting stops being fun, help is available from independent organisations such as BeGambleAware.</p>
<h2>9. Complaints</h2>
<p>Contact support through the <a href="/help-center">Help Centre</a> with your bet reference. We answer within 14 days. If you are not satisfied, you may take the complaint to the independent dispute resolution service named in our licence.</p>`,
  },
  helpCenter: {
    title: 'Help Centre',
    description: 'Answers to common questions about accounts, deposits, bets and limits.',
    html: `<p>Find quick answers below. If your question is not here, our support team is happy to help every day from 08:00 to 24:00 CET.</p>
<h2>Account</h2>
<h3>How do I open an account?</h3>
<p>Choose Sign up, enter your email, a password and your currency, and accept the <a href="/terms-and-conditions">Terms and Conditions</a>. We send a link to confirm your email.</p>
<h3>I forgot my password</h3>
<p>Choose Sign in, then Forgot password. We email you a link to set a new one; it is valid for one hour.</p>
<h2>Betting</h2>
<h3>How do I place a bet?</h3>
<p>Tap a price to add it to the bet slip, enter your stake and choose Place bet. The potential win is shown before you confirm.</p>
<h3>Why was my bet not accepted?</h3>
<p>The odds may have changed, the market may have been suspended, or the stake may be over a limit. The bet slip tells you why and lets you accept the new price.</p>
<h3>When are bets settled?</h3>
<p>Usually within minutes of the official result. See the <a href="/general-rules">General betting rules</a> for void bets, dead heats and abandoned matches.</p>
<h2>Limits and safety</h2>
<h3>How do I set a deposit limit?</h3>
<p>Open your profile, then Limits. A lower limit applies at once; a higher one only after a waiting period.</p>`,
  },
};
