/**
 * The legal pages of the site in English (the complete locale): what a player agrees to, how their
 * data and money are handled. Written for this product: casino and sportsbook, fiat and crypto
 * wallets, bonuses under the rules the bonus engine enforces (README, Bonuses), limits and
 * identity verification as the server applies them.
 */
export const TERMS_EN = `These terms and conditions ("Terms") are the agreement between you and Lucky Orbit ("we", "us") for the use of this site, its casino games, its sportsbook and every related service. By opening an account you confirm that you have read, understood and accepted them, together with our [Privacy policy](/static/privacy), [Responsible gaming policy](/static/responsible-gaming), [AML and KYC policy](/static/aml), [Cookies policy](/static/cookies) and [Bonus terms](/static/bonus-terms).

## 1. Who may play

- You must be **18 years or older**, or older where the law of your country sets a higher age. We check age during [identity verification](/static/aml) and close accounts opened by minors; money a minor staked is returned and winnings are void.
- You may hold **one account only**. Further accounts of the same person are closed, and bonuses taken on them are forfeited.
- You may not play from a country where online gambling is forbidden to you, nor through a service that hides where you are.
- You play for yourself, with your own money, and not on behalf of anyone else.

## 2. Your account

1. The details you give when you register (name, date of birth, country, e-mail, phone) must be true and kept up to date in your profile.
2. Keep your password secret. You can see and close every active session from **Profile → Sessions**; closing one signs that device out at once.
3. You may close your account at any time by contacting support. Your own money is paid out first, less nothing.
4. We may suspend an account while we look into fraud, a breach of these Terms, or a legal request. During a suspension you can still log in and see your balances and history.

## 3. Wallets, deposits and withdrawals

- Your account holds a wallet per currency, in fiat (for example USD, EUR) and crypto (for example BTC, ETH, USDT, TON). BTC and ETH amounts are shown in milli-units (mBTC, mETH).
- **Deposits** are credited once the payment provider confirms the payment. A deposit you started and did not pay can be cancelled from your transaction history.
- **Withdrawals** go back, where possible, through the method you deposited with. The amount is held from your balance while the withdrawal is reviewed, and returned to your balance if it is declined or you cancel it.
- Withdrawals above **2,000 USD** (or its value in another currency) need an approved identity verification. We may also ask for it at any other time the law requires.
- Your balance is never lent, invested or mixed with our own money. Every movement of money is recorded twice in our ledger, so your balance always equals the sum of what came in and went out.
- Amounts are kept exactly, in the smallest unit of the currency (cents, satoshis). Exchange rates used to compare amounts in different currencies are shown where they apply.

## 4. Casino games

- Every game shows its rules and its **return to player (RTP)** before you play. The in-house games are **provably fair**: before a round you can see the hash of the server seed, and after a seed rotation you can check every past round on the verify page.
- A round is settled by the game server. If a round is interrupted (a lost connection, a closed tab), it is completed or refunded: an open round is resumed when you return, and a stake the game server never confirmed is rolled back.
- Demo play uses play money with no value and cannot be cashed out.
- A malfunction voids the pays and plays it affected. Where a defect is found we correct the outcome to what the game's rules and its random numbers produce.

## 5. Sports betting

- A bet is accepted when it is confirmed in your bet slip. In-play bets are held for a few seconds and priced again before acceptance; if the price moved you are asked again.
- Bets are settled on the official result. A market voided (for example an abandoned match) returns the stake. A result corrected by the official source after settlement is resettled.
- Maximum stakes and payouts apply per bet and are shown in the bet slip.

## 6. Bonuses

Bonuses are optional. Each has its own terms, shown before you take it, and the general [Bonus terms](/static/bonus-terms) apply to all of them: wagering, the maximum bet while wagering, deadlines, and what forfeits a bonus. Your own money can be withdrawn at any time.

## 7. Responsible gaming

You can set deposit, bet and loss limits, take a cooling-off break, or exclude yourself, from **Profile → Limits**. A stricter limit applies at once; a looser one only after 24 hours and your confirmation. See the [Responsible gaming policy](/static/responsible-gaming).

## 8. What is not allowed

- Cheating, collusion, using software to play for you, or exploiting a fault of a game or of the site. Report any fault you find to support; knowingly using it voids the winnings.
- Opening several accounts, or using other people's accounts or payment methods.
- Money laundering or paying with funds that are not yours; see the [AML and KYC policy](/static/aml).

Where we find such conduct we may void the bets and winnings concerned, forfeit bonuses, close the account, and report it where the law requires. Your own deposits less losses already made are returned unless the law forbids it.

## 9. Our liability

We are responsible for running the site with reasonable care and for paying what your balance shows. We are not responsible for losses caused by events outside our control, by your device or connection, or by your breach of these Terms. Nothing here limits a liability the law does not allow us to limit.

## 10. Complaints

Write to support with your account e-mail and what happened. We answer within 14 days. If you are not satisfied with our answer you may take the complaint to the dispute resolution body named in our reply.

## 11. Changes to these Terms

We may change these Terms. We tell you of a material change before it applies, and show the new version when you next log in. Bets placed and bonuses taken before a change stay under the terms that applied when you made them.

## 12. Law

These Terms are governed by the law of the operator's place of licence, without taking away any protection the law of your country gives you as a consumer.
`;

export const PRIVACY_EN = `This policy explains what personal data Lucky Orbit collects, why, how long we keep it, and the rights you have over it.

## What we collect

| Data | When | Why |
|---|---|---|
| E-mail, phone, password (stored only as a salted hash) | Registration, login | To run your account and let you log in |
| Name, date of birth, country, address | Registration, profile, verification | To check your age and identity and the law that applies to you |
| Identity documents and the verification result | Identity verification | Anti-money-laundering and age checks required by law |
| Deposits, withdrawals, bets, game rounds, bonuses | As you play | To keep your balance correct and your history complete |
| Device, browser, IP address, login times | Every session | Security: to show you your active sessions and spot account takeover |
| Limits, breaks and self-exclusions you set | Responsible gaming | To enforce them, including across your devices |

We do not collect card numbers: the payment provider does, and shows us only a masked number.

## How we use it

- To provide the service you signed up for: your account, wallets, games and bets.
- To meet legal duties: age and identity checks, anti-money-laundering monitoring, responsible gaming, tax and accounting records.
- To protect you and the site: rate limits on login and one-time codes, and a record of security events on your account.
- To send you offers, **only if you agreed** to receive them by e-mail or SMS. You can withdraw that consent at any time in **Profile → Settings → Notifications**.

## Who receives it

- Payment providers, to process your deposits and withdrawals.
- The identity verification provider, to check your documents.
- Game studios, only an anonymous player id and the round data they need.
- Authorities, where the law requires us to report.

We never sell your personal data.

## How long we keep it

Account, transaction and verification records are kept for **five years after your account is closed**, as anti-money-laundering law requires. Security logs are kept for one year. Marketing preferences are deleted when you withdraw consent.

## Your rights

You may ask for a copy of your data, its correction, its deletion where the law allows (records we must keep are kept), or its transfer in a machine-readable form. You may object to marketing at any time. Write to support from your account e-mail; we answer within one month. You may also complain to your data protection authority.

## Security

Passwords are hashed with Argon2id. Traffic to the site is encrypted. Staff access to personal data is limited to what their work needs and is logged.

## Cookies

How we use cookies and local storage is described in the [Cookies policy](/static/cookies).
`;

export const RESPONSIBLE_GAMING_EN = `Gambling is entertainment, not a way to make money. Most people who play do so safely; for some it becomes a problem. This page explains the tools we give you to stay in control, and where to find help.

## Play safely

- Decide in advance how much money and time you will spend, and stop when you reach it.
- Never chase losses: a loss is the price of the entertainment, not a debt to win back.
- Do not play when you are upset, tired or under the influence of alcohol.
- Gambling should never come before family, friends or work.

## Tools on your account

All of them are in **Profile → Limits**, and apply to every currency of your account at once (amounts in other currencies count at the current rate).

| Tool | What it does | When it applies |
|---|---|---|
| Deposit limit | The most you can deposit per day, week or 30 days | At once when lower; a higher limit after 24 hours and your confirmation |
| Bet limit | The most you can stake per day, week or 30 days | The same |
| Loss limit | The most you can lose (stakes minus wins) per day, week or 30 days | The same |
| Reality check | A reminder during play of how long you have played and your result | Every 15, 30 or 60 minutes |
| Cooling-off | A break from playing and depositing for 24 hours, 7 days or 30 days | At once; ends by itself |
| Self-exclusion | No playing or depositing for 6, 12, 24 or 60 months, or permanently | At once; cannot be undone early |

During a cooling-off or self-exclusion you can still log in, see your balance and history, and **withdraw your money**. Bonuses you hold are forfeited when the break starts, and no offers are sent to you. A self-exclusion ends only when its term is over and you ask for your account to be opened again.

## Warning signs

Ask yourself: do you spend more than you can afford? Borrow money or sell things to gamble? Feel restless when you try to stop? Hide your gambling from people close to you? If you answer yes to any of these, consider a break now and talk to someone.

## Where to get help

- **GamCare** (UK): free advice and counselling, gamcare.org.uk.
- **Gamblers Anonymous**: meetings worldwide, gamblersanonymous.org.
- **BeGambleAware**: information and support, begambleaware.org.
- **Gambling Therapy**: free online support in many languages, gamblingtherapy.org.

## Protecting minors

Only adults may play. We check age during identity verification. If children use your device, use parental controls such as Net Nanny or Family Link, and never leave your account logged in.
`;

export const AML_EN = `Lucky Orbit does not accept money that comes from crime, and does not let its services be used to move such money. This policy explains the checks we make under anti-money-laundering (AML) and counter-terrorist-financing law, and what they mean for you.

## Know your customer (KYC)

We verify who our players are. You can start verification at any time from **Profile → Personal details**; it is required:

- before a withdrawal above **2,000 USD** (or its value in another currency);
- when your activity needs a closer look (for example large or unusual deposits);
- whenever the law of your country requires it.

### What we ask for

1. **Proof of identity**: a valid passport, national identity card or driving licence, showing your photo, full name and date of birth.
2. **Proof of address**: a utility bill, bank statement or official letter, no older than three months, in your name.
3. **A selfie** taken during verification, so we know the document is yours.
4. Where needed, **proof of the source of funds**: a payslip, tax return, or the statement of the account or wallet you deposit from.

Documents are checked by our verification provider and reviewed by our staff. You can follow the status on your profile; a rejection comes with the reason and you can upload again.

## Payments

- Deposits and withdrawals must use payment methods in **your own name**. Withdrawals go back, where possible, to the method you deposited with.
- Crypto withdrawals go only to an address you control; we may ask you to prove it.
- Money deposited must be played before it is withdrawn to another method; deposits withdrawn unplayed may be returned to their source instead.

## Monitoring

We watch for patterns that suggest money laundering: deposits split to stay under thresholds, deposits withdrawn with little play, play between linked accounts, or payments from third parties. We may hold a withdrawal while we ask questions.

## Our duties

We keep verification and transaction records for **five years** after the account closes. Where the law requires it we report suspicious activity to the authorities and may not tell you that we did. We may freeze funds and close accounts when the law orders it.

## Sanctions

We do not serve people or countries under international sanctions, and screen players against sanctions and politically exposed persons lists.
`;

export const COOKIES_EN = `This site uses cookies and your browser's local storage. This page says what each is for and how to control them.

## What we store, and why

| Name | Kind | What for | How long |
|---|---|---|---|
| Session | Local storage | Keeps you logged in on this device | Until you log out, or 30 days unused |
| Cookie consent | Local storage | Remembers your answer to the cookie notice | One year |
| Colour mode, drawer, language | Local storage | Your display choices | Until you change them |
| Played games, equivalent currency | Local storage | Recently played games and the currency amounts are shown in | Until you clear them |
| Social login state | Cookie | Protects a social login from forgery between leaving and returning | 10 minutes |
| Affiliate tag | Local storage | Credits the partner who sent you here | 30 days |

**Strictly necessary** items (session, consent, login state) are needed for the site to work and are set without asking. Everything else is set only once you accept the cookie notice.

## Third parties

Analytics, live chat and fraud-prevention scripts may set their own cookies once you agree. They are used to understand how the site is used, to answer you in chat, and to protect accounts and payments.

## Your choices

You can clear cookies and local storage in your browser settings at any time; you will then be logged out and see the cookie notice again. Blocking necessary items stops the site from working properly.
`;
