/**
 * German texts: the Terms in full and the help centre's list page. Every other page falls back to
 * English for German visitors until an operator writes its German texts (operator API).
 */
export const TERMS_DE = {
  title: 'Allgemeine Geschäftsbedingungen',
  description: 'Die Bedingungen für dein Konto, Einzahlungen und Auszahlungen, Casinospiele, Sportwetten und Boni bei Lucky Orbit.',
  body: `Diese Allgemeinen Geschäftsbedingungen („Bedingungen“) sind die Vereinbarung zwischen dir und Lucky Orbit („wir“, „uns“) über die Nutzung dieser Website, ihrer Casinospiele, ihrer Sportwetten und aller damit verbundenen Dienste. Mit der Eröffnung eines Kontos bestätigst du, dass du sie gelesen, verstanden und angenommen hast, zusammen mit unserer [Datenschutzerklärung](/static/privacy), der [Richtlinie für verantwortungsvolles Spielen](/static/responsible-gaming), der [AML- und KYC-Richtlinie](/static/aml), der [Cookie-Richtlinie](/static/cookies) und den [Bonusbedingungen](/static/bonus-terms).

## 1. Wer spielen darf

- Du musst **mindestens 18 Jahre alt** sein, oder älter, wenn das Recht deines Landes ein höheres Alter vorschreibt. Wir prüfen das Alter bei der [Identitätsprüfung](/static/aml) und schließen Konten von Minderjährigen; Einsätze werden erstattet, Gewinne sind nichtig.
- Du darfst **nur ein Konto** haben. Weitere Konten derselben Person werden geschlossen, darauf erhaltene Boni verfallen.
- Du darfst nicht aus einem Land spielen, in dem dir Online-Glücksspiel verboten ist, und nicht über einen Dienst, der deinen Standort verbirgt.
- Du spielst für dich selbst, mit deinem eigenen Geld, und nicht im Auftrag anderer.

## 2. Dein Konto

1. Die Angaben bei der Registrierung (Name, Geburtsdatum, Land, E-Mail, Telefon) müssen wahr sein und in deinem Profil aktuell gehalten werden.
2. Halte dein Passwort geheim. Unter **Profil → Sitzungen** siehst und beendest du jede aktive Sitzung; ein beendetes Gerät ist sofort abgemeldet.
3. Du kannst dein Konto jederzeit über den Support schließen. Dein eigenes Geld wird zuerst ausgezahlt, ohne Abzug.
4. Wir können ein Konto sperren, solange wir Betrug, einen Verstoß gegen diese Bedingungen oder eine behördliche Anfrage prüfen. Während der Sperre kannst du dich weiterhin anmelden und Guthaben und Verlauf sehen.

## 3. Wallets, Einzahlungen und Auszahlungen

- Dein Konto hat eine Wallet je Währung, in Fiat (zum Beispiel USD, EUR) und Krypto (zum Beispiel BTC, ETH, USDT, TON). BTC- und ETH-Beträge werden in Tausendsteln (mBTC, mETH) angezeigt.
- **Einzahlungen** werden gutgeschrieben, sobald der Zahlungsanbieter die Zahlung bestätigt. Eine begonnene, nicht bezahlte Einzahlung kannst du im Transaktionsverlauf abbrechen.
- **Auszahlungen** gehen, wo möglich, über die Methode zurück, mit der du eingezahlt hast. Der Betrag wird während der Prüfung von deinem Guthaben zurückgehalten und zurückgebucht, wenn die Auszahlung abgelehnt wird oder du sie abbrichst.
- Auszahlungen über **2.000 USD** (oder den Gegenwert in einer anderen Währung) erfordern eine bestätigte Identitätsprüfung. Wir können sie auch zu jedem anderen gesetzlich vorgeschriebenen Zeitpunkt verlangen.
- Dein Guthaben wird nie verliehen, angelegt oder mit unserem eigenen Geld vermischt. Jede Geldbewegung wird doppelt in unserem Hauptbuch verbucht, sodass dein Guthaben immer der Summe aller Ein- und Ausgänge entspricht.

## 4. Casinospiele

- Jedes Spiel zeigt vor dem Spielen seine Regeln und seine **Auszahlungsquote (RTP)**. Die hauseigenen Spiele sind **nachweislich fair**: Vor einer Runde siehst du den Hash des Server-Seeds, und nach einem Seed-Wechsel kannst du jede vergangene Runde auf der Prüfseite nachrechnen.
- Eine Runde wird vom Spielserver abgerechnet. Wird sie unterbrochen (Verbindungsabbruch, geschlossener Tab), wird sie fortgesetzt oder erstattet; ein vom Spielserver nie bestätigter Einsatz wird zurückgebucht.
- Demo-Spiel verwendet Spielgeld ohne Wert, das nicht ausgezahlt werden kann.
- Eine Fehlfunktion macht die betroffenen Spiele und Auszahlungen ungültig.

## 5. Sportwetten

- Eine Wette ist angenommen, wenn sie im Wettschein bestätigt ist. Live-Wetten werden einige Sekunden gehalten und neu bepreist; hat sich die Quote geändert, wirst du erneut gefragt.
- Wetten werden nach dem offiziellen Ergebnis abgerechnet. Ein annullierter Markt (zum Beispiel ein abgebrochenes Spiel) erstattet den Einsatz. Ein nachträglich korrigiertes Ergebnis wird neu abgerechnet.

## 6. Boni

Boni sind freiwillig. Jeder hat eigene Bedingungen, die du siehst, bevor du ihn annimmst; zusätzlich gelten für alle die allgemeinen [Bonusbedingungen](/static/bonus-terms): Umsatzbedingungen, Höchsteinsatz während des Umsatzes, Fristen und was einen Bonus verfallen lässt. Dein eigenes Geld kannst du jederzeit auszahlen.

## 7. Verantwortungsvolles Spielen

Unter **Profil → Limits** kannst du Einzahlungs-, Einsatz- und Verlustlimits setzen, eine Spielpause einlegen oder dich selbst sperren. Ein strengeres Limit gilt sofort, ein lockereres erst nach 24 Stunden und deiner Bestätigung. Siehe die [Richtlinie für verantwortungsvolles Spielen](/static/responsible-gaming).

## 8. Was nicht erlaubt ist

- Betrug, Absprachen, Software, die für dich spielt, oder das Ausnutzen eines Fehlers eines Spiels oder der Website. Melde gefundene Fehler dem Support; wer sie wissentlich ausnutzt, verliert die Gewinne.
- Mehrere Konten, oder Konten und Zahlungsmittel anderer Personen.
- Geldwäsche oder Zahlungen mit Geld, das dir nicht gehört; siehe die [AML- und KYC-Richtlinie](/static/aml).

## 9. Unsere Haftung

Wir betreiben die Website mit angemessener Sorgfalt und zahlen aus, was dein Guthaben zeigt. Für Verluste durch Ereignisse außerhalb unserer Kontrolle, durch dein Gerät oder deine Verbindung oder durch deinen Verstoß gegen diese Bedingungen haften wir nicht, soweit das Gesetz dies erlaubt.

## 10. Beschwerden

Schreib dem Support mit der E-Mail deines Kontos und was geschehen ist. Wir antworten innerhalb von 14 Tagen. Bist du mit der Antwort nicht zufrieden, kannst du dich an die in unserer Antwort genannte Schlichtungsstelle wenden.

## 11. Änderungen

Wir können diese Bedingungen ändern. Über eine wesentliche Änderung informieren wir dich vorher und zeigen die neue Fassung bei deiner nächsten Anmeldung. Vorher platzierte Wetten und angenommene Boni bleiben unter den damals geltenden Bedingungen.

## 12. Anwendbares Recht

Es gilt das Recht des Lizenzortes des Betreibers, ohne dir den Schutz zu nehmen, den dir das Recht deines Landes als Verbraucher gewährt.`,
};

export const QUESTIONS_DE = {
  title: 'Hilfe-Center',
  description: 'Antworten auf die häufigsten Fragen: Konto, Einzahlungen, Auszahlungen, Verifizierung, Boni, nachweislich faire Spiele und Limits.',
  body: 'Wähle unten ein Thema. Findest du deine Antwort nicht, hilft dir unser Support rund um die Uhr über den Chat auf jeder Seite.',
};
