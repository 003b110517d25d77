/**
 * German texts: the Terms, Privacy, Responsible gaming and Cookies pages and the help centre's
 * list page. The other pages (AML and KYC, Bonus terms, the help centre's topics, About us) fall
 * back to English for German visitors until an operator writes their German texts (operator API).
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

export const PRIVACY_DE = {
  title: 'Datenschutzerklärung',
  description: 'Welche personenbezogenen Daten wir erheben, warum, wie lange wir sie speichern und welche Rechte du hast.',
  body: `Diese Erklärung beschreibt, welche personenbezogenen Daten Lucky Orbit erhebt, wozu, wie lange wir sie speichern und welche Rechte du an ihnen hast.

## Was wir erheben

| Daten | Wann | Wozu |
|---|---|---|
| E-Mail, Telefon, Passwort (nur als gesalzener Hash gespeichert) | Registrierung, Anmeldung | Um dein Konto zu führen und dich anzumelden |
| Name, Geburtsdatum, Land, Adresse | Registrierung, Profil, Verifizierung | Um Alter und Identität zu prüfen und das für dich geltende Recht anzuwenden |
| Ausweisdokumente und das Prüfergebnis | Identitätsprüfung | Gesetzlich vorgeschriebene Geldwäsche- und Altersprüfung |
| Einzahlungen, Auszahlungen, Wetten, Spielrunden, Boni | Während du spielst | Damit dein Guthaben stimmt und dein Verlauf vollständig ist |
| Gerät, Browser, IP-Adresse, Anmeldezeiten | Jede Sitzung | Sicherheit: deine aktiven Sitzungen anzeigen und Kontoübernahmen erkennen |
| Deine Limits, Pausen und Selbstsperren | Verantwortungsvolles Spielen | Um sie durchzusetzen, auch auf all deinen Geräten |

Kartennummern erheben wir nicht: Das tut der Zahlungsanbieter, der uns nur eine maskierte Nummer zeigt.

## Wie wir sie verwenden

- Um den Dienst zu erbringen, für den du dich angemeldet hast: Konto, Wallets, Spiele und Wetten.
- Um gesetzliche Pflichten zu erfüllen: Alters- und Identitätsprüfung, Geldwäscheprävention, verantwortungsvolles Spielen, Steuer- und Buchhaltungsunterlagen.
- Um dich und die Website zu schützen: Begrenzungen für Anmeldeversuche und Einmalcodes, und ein Protokoll der Sicherheitsereignisse deines Kontos.
- Um dir Angebote zu senden, **nur wenn du zugestimmt hast**. Du kannst die Zustimmung jederzeit unter **Profil → Einstellungen → Benachrichtigungen** widerrufen.

## Wer sie erhält

- Zahlungsanbieter, um Ein- und Auszahlungen abzuwickeln.
- Der Anbieter der Identitätsprüfung, um deine Dokumente zu prüfen.
- Spielestudios, nur eine anonyme Spieler-ID und die Rundendaten, die sie brauchen.
- Behörden, wo das Gesetz uns zur Meldung verpflichtet.

Wir verkaufen deine personenbezogenen Daten nie.

## Wie lange wir sie speichern

Konto-, Transaktions- und Verifizierungsdaten bewahren wir **fünf Jahre nach Schließung deines Kontos** auf, wie es das Geldwäscherecht verlangt. Sicherheitsprotokolle ein Jahr. Werbeeinstellungen werden gelöscht, sobald du die Zustimmung widerrufst.

## Deine Rechte

Du kannst eine Kopie deiner Daten verlangen, ihre Berichtigung, ihre Löschung, soweit das Gesetz es erlaubt (Aufzeichnungen, die wir aufbewahren müssen, bleiben), oder ihre Übertragung in einem maschinenlesbaren Format. Werbung kannst du jederzeit widersprechen. Schreib dem Support von der E-Mail deines Kontos; wir antworten innerhalb eines Monats. Du kannst dich auch bei deiner Datenschutzbehörde beschweren.

## Sicherheit

Passwörter werden mit Argon2id gehasht. Die Verbindung zur Website ist verschlüsselt. Der Zugriff unserer Mitarbeiter auf personenbezogene Daten ist auf das für ihre Arbeit Nötige beschränkt und wird protokolliert.

## Cookies

Wie wir Cookies und den lokalen Speicher nutzen, steht in der [Cookie-Richtlinie](/static/cookies).`,
};

export const RESPONSIBLE_GAMING_DE = {
  title: 'Verantwortungsvolles Spielen',
  description: 'Limits, Realitätscheck, Spielpause und Selbstsperre, und wo du Hilfe findest.',
  body: `Glücksspiel ist Unterhaltung, kein Weg, Geld zu verdienen. Die meisten Menschen spielen sicher; für manche wird es zum Problem. Diese Seite erklärt die Werkzeuge, mit denen du die Kontrolle behältst, und wo du Hilfe findest.

## Sicher spielen

- Lege vorher fest, wie viel Geld und Zeit du einsetzt, und hör auf, wenn du die Grenze erreichst.
- Jage Verlusten nie hinterher: Ein Verlust ist der Preis der Unterhaltung, keine Schuld, die du zurückgewinnen musst.
- Spiel nicht, wenn du aufgewühlt oder müde bist oder Alkohol getrunken hast.
- Glücksspiel darf nie wichtiger sein als Familie, Freunde oder Arbeit.

## Werkzeuge in deinem Konto

Alle findest du unter **Profil → Limits**. Sie gelten für alle Währungen deines Kontos zugleich (Beträge in anderen Währungen zählen zum aktuellen Kurs).

| Werkzeug | Was es tut | Wann es gilt |
|---|---|---|
| Einzahlungslimit | Höchstbetrag der Einzahlungen pro Tag, Woche oder 30 Tage | Ein niedrigeres sofort; ein höheres nach 24 Stunden und deiner Bestätigung |
| Einsatzlimit | Höchstbetrag der Einsätze pro Tag, Woche oder 30 Tage | Ebenso |
| Verlustlimit | Höchstens so viel Verlust (Einsätze minus Gewinne) pro Tag, Woche oder 30 Tage | Ebenso |
| Realitätscheck | Erinnert dich beim Spielen, wie lange du spielst und wie du stehst | Alle 15, 30 oder 60 Minuten |
| Spielpause | Kein Spielen und Einzahlen für 24 Stunden, 7 oder 30 Tage | Sofort; endet von selbst |
| Selbstsperre | Kein Spielen und Einzahlen für 6, 12, 24 oder 60 Monate oder dauerhaft | Sofort; kann nicht vorzeitig aufgehoben werden |

Während einer Spielpause oder Selbstsperre kannst du dich weiterhin anmelden, Guthaben und Verlauf sehen und **dein Geld auszahlen**. Deine Boni verfallen zu Beginn der Pause, und du erhältst keine Angebote.

## Warnzeichen

Frag dich: Gibst du mehr aus, als du dir leisten kannst? Leihst du Geld oder verkaufst du Dinge, um zu spielen? Wirst du unruhig, wenn du aufhören willst? Verheimlichst du dein Spielen vor nahestehenden Menschen? Wenn du eine dieser Fragen mit Ja beantwortest, leg jetzt eine Pause ein und sprich mit jemandem.

## Wo du Hilfe findest

- **BZgA – Check dein Spiel** (Deutschland): kostenlose, anonyme Beratung, check-dein-spiel.de, Telefon 0800 1 37 27 00.
- **Anonyme Spieler (GA)**: Selbsthilfegruppen, anonyme-spieler.org.
- **Spielsucht Österreich**: spielsuchthilfe.at.
- **Gambling Therapy**: kostenlose Online-Hilfe in vielen Sprachen, gamblingtherapy.org.

## Schutz von Minderjährigen

Nur Erwachsene dürfen spielen. Wir prüfen das Alter bei der Identitätsprüfung. Wenn Kinder dein Gerät nutzen, verwende eine Kindersicherung wie Family Link und bleib nie angemeldet.`,
};

export const COOKIES_DE = {
  title: 'Cookie-Richtlinie',
  description: 'Was die Website in deinem Browser speichert, wozu, und wie du es steuerst.',
  body: `Diese Website verwendet Cookies und den lokalen Speicher deines Browsers. Hier steht, wofür jeder Eintrag dient und wie du ihn steuerst.

## Was wir speichern, und warum

| Name | Art | Wozu | Wie lange |
|---|---|---|---|
| Sitzung | Lokaler Speicher | Hält dich auf diesem Gerät angemeldet | Bis zur Abmeldung oder 30 Tage ohne Nutzung |
| Cookie-Zustimmung | Lokaler Speicher | Merkt sich deine Antwort auf den Cookie-Hinweis | Ein Jahr |
| Farbmodus, Menü, Sprache | Lokaler Speicher | Deine Anzeigeeinstellungen | Bis du sie änderst |
| Gespielte Spiele, Vergleichswährung | Lokaler Speicher | Zuletzt gespielte Spiele und die Währung, in der Beträge angezeigt werden | Bis du sie löschst |
| Status der Social-Anmeldung | Cookie | Schützt eine Social-Anmeldung vor Fälschung zwischen Verlassen und Rückkehr | 10 Minuten |
| Partnerkennung | Lokaler Speicher | Schreibt den Partner gut, der dich geschickt hat | 30 Tage |

**Unbedingt notwendige** Einträge (Sitzung, Zustimmung, Anmeldestatus) braucht die Website, um zu funktionieren; sie werden ohne Nachfrage gesetzt. Alles andere erst, wenn du den Cookie-Hinweis annimmst.

## Dritte

Analyse-, Live-Chat- und Betrugsschutz-Skripte können nach deiner Zustimmung eigene Cookies setzen. Sie helfen uns zu verstehen, wie die Website genutzt wird, dir im Chat zu antworten und Konten und Zahlungen zu schützen.

## Deine Wahl

Du kannst Cookies und lokalen Speicher jederzeit in den Browsereinstellungen löschen; danach bist du abgemeldet und siehst den Cookie-Hinweis erneut. Wenn du notwendige Einträge blockierst, funktioniert die Website nicht richtig.`,
};
