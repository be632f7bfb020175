import type { LegalTexts } from './types';

// German texts of the demo operator's legal pages (issue 16 item 4).
export const legalDe: LegalTexts = {
  about: {
    title: 'Über uns',
    description:
      'Wer dieses Sportwettenangebot betreibt, wie wir arbeiten und wie Sie uns erreichen.',
    html: `<p>Demo Sportsbook ist eine White-Label-Sportwettenseite der Demo Gaming Ltd. Wir bieten Pre-Match- und Live-Wetten auf Fußball, Tennis, Basketball, Eishockey, Cricket und E-Sport – mit Quoten, die sich während des Spiels sekündlich aktualisieren.</p>
<h2>Wofür wir stehen</h2>
<p>Wetten soll Unterhaltung bleiben. Deshalb hat jedes Konto Einzahlungs-, Verlust- und Sitzungslimits, einen Realitätscheck und den Selbstausschluss direkt im Profil, und deshalb stehen unsere Quoten, Regeln und Abrechnungen verständlich auf dieser Seite.</p>
<h2>Lizenz und Fairness</h2>
<p>Ergebnisse werden nach offiziellen Datenfeeds abgerechnet. Jede Wette, jede Saldoänderung und jede Abrechnung wird gespeichert und kann vom Support und auf Anfrage von der Aufsichtsbehörde geprüft werden.</p>
<h2>Kontakt</h2>
<p>Unser Support ist täglich von 08:00 bis 24:00 Uhr MEZ für Sie da: support@demo-sportsbook.example. Viele Antworten finden Sie bereits im <a href="/help-center">Hilfe-Center</a>.</p>`,
  },
  generalRules: {
    title: 'Allgemeine Wettregeln',
    description: 'Wettarten, ungültige Wetten, totes Rennen und abgebrochene Spiele erklärt.',
    html: `<p>Diese Regeln gelten für jede Wette auf dieser Seite, zusammen mit den <a href="/terms-and-conditions">Allgemeinen Geschäftsbedingungen</a>. Hat ein Markt eine eigene Regel, geht diese vor.</p>
<h2>Wettarten</h2>
<ul><li><strong>Einzelwette:</strong> eine Auswahl. Sie gewinnt, wenn die Auswahl gewinnt; die Auszahlung ist Einsatz mal Quote.</li><li><strong>Kombiwette:</strong> zwei oder mehr Auswahlen aus verschiedenen Ereignissen. Alle Auswahlen müssen gewinnen; die Quoten werden multipliziert.</li><li><strong>Systemwette:</strong> alle Kombinationen einer gewählten Größe aus Ihren Auswahlen, zum Beispiel alle Zweierkombis aus drei Auswahlen (System 2/3, drei Wetten). Jede Kombination erhält einen gleichen Teil des Einsatzes.</li></ul>
<h2>Ungültige Wetten</h2>
<p>Eine Auswahl ist ungültig und zählt mit Quote 1,00, wenn ihr Markt nicht abgerechnet werden kann: Das Ereignis findet nicht statt, ein genannter Spieler nimmt nicht teil, oder die Quote war offensichtlich fehlerhaft. Eine Einzelwette erhält dann ihren Einsatz zurück, eine Kombiwette läuft mit den übrigen Auswahlen weiter.</p>
<h2>Totes Rennen</h2>
<p>Teilen sich zwei oder mehr Teilnehmer eine Platzierung, wird der Einsatz durch die Zahl der Gleichplatzierten geteilt und die Quote auf diesen Teil angewandt; der Rest des Einsatzes ist verloren.</p>
<h2>Abgebrochene und verlegte Spiele</h2>
<p>Wird ein Spiel abgebrochen, bleiben bereits entschiedene Märkte bestehen; alle anderen sind ungültig. Ein verlegtes Spiel, das nicht innerhalb von 48 Stunden nach dem geplanten Beginn stattfindet, ist ungültig.</p>
<h2>Live-Wetten</h2>
<p>Live-Quoten ändern sich schnell. Eine Wette wird zur angezeigten oder einer besseren Quote angenommen, sofern Ihre Quoteneinstellungen Änderungen nicht automatisch akzeptieren. Bei gefährlichen Situationen wie Elfmetern werden Märkte kurz gesperrt.</p>`,
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    description:
      'Die Vereinbarung zwischen Ihnen und Demo Sportsbook: Konto, Wetten, Boni und Beschwerden.',
    html: `<p>Mit der Eröffnung eines Kontos stimmen Sie diesen Geschäftsbedingungen und den <a href="/general-rules">Allgemeinen Wettregeln</a> zu. Stand: 1. November 2026.</p>
<h2>1. Teilnahmeberechtigung</h2>
<p>Sie müssen mindestens 18 Jahre alt sein, oder älter, wo das Recht Ihres Landes es verlangt, und Sportwetten müssen an Ihrem Wohnort erlaubt sein. Wir können jederzeit einen Alters- und Identitätsnachweis verlangen; Wetten Minderjähriger sind ungültig.</p>
<h2>2. Ihr Konto</h2>
<p>Jede Person darf ein Konto führen. Halten Sie Ihr Passwort geheim: Sie sind für jede Wette mit Ihren Zugangsdaten verantwortlich. Ihre Angaben müssen wahr und aktuell sein.</p>
<h2>3. Wetten und Annahme</h2>
<p>Eine Wette ist angenommen, sobald sie mit einer Wettreferenz unter „Meine Wetten“ erscheint. Wir können Wetten ablehnen oder einen niedrigeren Einsatz annehmen. Höchsteinsätze und -gewinne zeigt der Wettschein.</p>
<h2>4. Quotenänderungen</h2>
<p>Quoten können sich zwischen Auswahl und Platzierung ändern. Ihre Quoteneinstellungen legen fest, ob eine geänderte Quote automatisch, nur bei Erhöhung oder nie angenommen wird.</p>
<h2>5. Abrechnung</h2>
<p>Wetten werden nach dem offiziellen Ergebnis bei Spielende abgerechnet, Verlängerung nur, wenn der Markt es nennt. Gewinne werden sofort gutgeschrieben; Fehler bei der Abrechnung werden korrigiert.</p>
<h2>6. Cash-out</h2>
<p>Wo angeboten, können Sie eine Wette vor Ende ihrer Ereignisse zum angezeigten Betrag abrechnen. Der Betrag folgt den Live-Quoten und kann sich jederzeit ändern oder entfallen; ein Cash-out ist endgültig.</p>
<h2>7. Boni</h2>
<p>Gratiswetten, Kombi-Boosts und andere Aktionen haben eigene Bedingungen, die beim Angebot stehen. Der Einsatz einer Gratiswette wird nicht mit ausgezahlt. Missbräuchlich erlangte Boni können entzogen werden.</p>
<h2>8. Verantwortungsvolles Spielen</h2>
<p>Im Profil setzen Sie Einzahlungs-, Verlust-, Einsatz- und Sitzungslimits, legen eine Pause ein oder schließen sich selbst aus. Wenn Wetten keinen Spaß mehr macht, helfen unabhängige Beratungsstellen wie die BZgA (check-dein-spiel.de).</p>
<h2>9. Beschwerden</h2>
<p>Wenden Sie sich mit Ihrer Wettreferenz über das <a href="/help-center">Hilfe-Center</a> an den Support. Wir antworten innerhalb von 14 Tagen. Sind Sie nicht zufrieden, können Sie die in unserer Lizenz genannte unabhängige Schlichtungsstelle anrufen.</p>`,
  },
  helpCenter: {
    title: 'Hilfe-Center',
    description: 'Antworten auf häufige Fragen zu Konto, Einzahlungen, Wetten und Limits.',
    html: `<p>Hier finden Sie schnelle Antworten. Steht Ihre Frage nicht dabei, hilft Ihnen unser Support täglich von 08:00 bis 24:00 Uhr MEZ.</p>
<h2>Konto</h2>
<h3>Wie eröffne ich ein Konto?</h3>
<p>Wählen Sie „Registrieren“, geben Sie E-Mail, Passwort und Währung ein und akzeptieren Sie die <a href="/terms-and-conditions">AGB</a>. Wir senden Ihnen einen Link zur Bestätigung Ihrer E-Mail.</p>
<h3>Ich habe mein Passwort vergessen</h3>
<p>Wählen Sie „Anmelden“ und dann „Passwort vergessen“. Sie erhalten einen Link, der eine Stunde gültig ist.</p>
<h2>Wetten</h2>
<h3>Wie platziere ich eine Wette?</h3>
<p>Tippen Sie auf eine Quote, um sie in den Wettschein zu legen, geben Sie Ihren Einsatz ein und wählen Sie „Wette platzieren“. Der mögliche Gewinn wird vorher angezeigt.</p>
<h3>Warum wurde meine Wette nicht angenommen?</h3>
<p>Die Quote hat sich geändert, der Markt war gesperrt oder der Einsatz lag über einem Limit. Der Wettschein nennt den Grund und lässt Sie die neue Quote annehmen.</p>
<h3>Wann werden Wetten abgerechnet?</h3>
<p>Meist wenige Minuten nach dem offiziellen Ergebnis. Zu ungültigen Wetten und abgebrochenen Spielen siehe die <a href="/general-rules">Allgemeinen Wettregeln</a>.</p>
<h2>Limits und Sicherheit</h2>
<h3>Wie setze ich ein Einzahlungslimit?</h3>
<p>Öffnen Sie Ihr Profil und dann „Limits“. Ein niedrigeres Limit gilt sofort, ein höheres erst nach einer Wartezeit.</p>`,
  },
};
