/**
 * The bonus terms and the help centre (/questions and its topics) in English, stating the rules
 * the server enforces (README: Bonuses, Responsible gaming, Identity verification).
 */
export const BONUS_TERMS_EN = `These terms apply to every bonus, free spin and cashback on Lucky Orbit, together with the offer's own terms shown on its page before you take it. Where the two differ, the offer's own terms apply.

## 1. Bonus money and your own money

- A bonus is credited as **bonus money**, kept apart from your own money. Your wallet shows both.
- **You hold at most one active bonus per currency.** A further bonus you receive waits, issued, until the active one ends; you can then activate it.
- A casino stake spends **your own money first**, then bonus money. A win is split in the same proportion as the stake: the bonus share goes back to the bonus, the rest is your own money.
- **Your own money can be withdrawn at any time.** Withdrawing while a bonus of that currency is active forfeits the bonus (its balance and its winnings), never your own money. The site warns you before.

## 2. Wagering

- Before bonus money becomes your own, it must be **wagered**: staked the number of times the offer states (for example 30 × the bonus). Some offers count the deposit too; their terms say so.
- Games count towards wagering at different rates:

| Games | Counts |
|---|---|
| Slots | 100% of the stake |
| Table games | 10% |
| European roulette | 5% |
| Sports bets at odds of 1.50 or more | 50% |
| Sports bets at lower odds | 0% |

- An offer may count only some games; its page lists them. Stakes on other games add nothing to wagering.
- Players from some countries have a lower wagering requirement by law (for example at most 10 times in Great Britain); the lower figure applies automatically.
- When wagering is complete and no round holding bonus money is still open, the bonus balance becomes your own money, up to the offer's **maximum conversion**. Any excess is removed.

## 3. Maximum bet

While a bonus is active, a casino round may not stake more than the offer's maximum bet (for example 5 USD for the welcome bonus). Several stakes within one round add up. A stake above the maximum is **refused before any money moves**, and the game tells you the limit.

## 4. Deadlines

- An issued bonus must be activated within its **activation period** (usually 30 days), or it expires.
- Wagering must be completed within the offer's **wagering period** (usually 30 days; 14 days for the reload bonus, 7 days for the no-deposit code). After it the bonus balance is forfeited.

## 5. What forfeits a bonus

- Cancelling it yourself (not possible while a round holding its money is open).
- Withdrawing your own money of the same currency while it is active.
- Missing its deadline.
- Starting a cooling-off break or self-exclusion.
- Breaking these terms: several accounts, bets placed to move bonus money between accounts, or play that only uses a game's fault.

A forfeit removes the bonus balance and its winnings. **It never touches your own money.**

## 6. Free spins

Free spins are played on the game the offer names, at a fixed stake, and use none of your money. Their winnings become a bonus, wagered the number of times the offer states. Free spins not played by their deadline expire.

## 7. Bonus codes

Codes are entered in **Bonuses** or with a deposit. Each has a validity period and a limit of uses, in total and per player. A code for a deposit waits for your next deposit.

## 8. Cashback

Every Monday at 00:00 UTC we credit **10% of your net casino loss** of the past week (stakes minus wins of real-money rounds) as cashback. You claim it in **Bonuses**; it is your own money, with no wagering. Free spins are not counted.

## 9. Welcome package

Three deposit bonuses taken in order: 100% of the first deposit up to 500 USD, 50% of the second up to 300 USD, and 25% of the third up to 200 USD with 50 free spins on Lucky Orbit. Minimum deposit 20 USD each. One welcome package per person, household, payment method and device.
`;

export const QUESTIONS_EN = {
  title: 'Help centre',
  description: 'Answers to the questions players ask most: account, deposits, withdrawals, verification, bonuses, provably fair games and limits.',
  body: `Find your answer by topic below. If it is not here, our support team answers around the clock from the chat button on every page.`,
};

export interface QuestionTopic {
  readonly identity: string;
  readonly title: string;
  readonly description: string;
  readonly body: string;
}

export const QUESTION_TOPICS_EN: readonly QuestionTopic[] = [
  {
    identity: 'account',
    title: 'Account',
    description: 'Registering, logging in, passwords and sessions.',
    body: `### How do I open an account?
Choose **Sign up**, then register with your e-mail and a password, with your phone number and a one-time code, or with a social account. You must be 18 or older and accept the [Terms and conditions](/static/terms).

### I forgot my password.
Choose **Log in → Forgot password** and enter your e-mail. We send a link that lets you set a new password; it works once and for a limited time.

### Can I change my e-mail, phone or nickname?
Yes, in **Profile → Settings → Account**. A new e-mail or phone is confirmed with a code before it replaces the old one.

### How do I see where I am logged in?
**Profile → Sessions** lists every device with an open session. Closing a session logs that device out at once.

### Can I have more than one account?
No. One account per person; further accounts are closed and their bonuses forfeited.

### How do I close my account?
Contact support. Your own money is paid out first. If you want a break from gambling instead, use a [cooling-off or self-exclusion](/questions/limits).`,
  },
  {
    identity: 'deposits',
    title: 'Deposits',
    description: 'Payment methods, currencies, crypto and when money arrives.',
    body: `### How do I deposit?
Open **Wallet → Deposit**, choose the currency and a payment method, enter the amount and follow the steps. Card-like methods open the provider's secure page; crypto methods show an address and a QR code.

### Which currencies can I hold?
Fiat currencies such as USD and EUR, and crypto currencies such as BTC, ETH, USDT and TON. You have one wallet per currency and choose which one you play with. BTC and ETH are shown in mBTC and mETH (one thousandth).

### When is my deposit credited?
As soon as the payment provider confirms it: usually within seconds for cards, after the network confirmations for crypto. Your balance updates by itself.

### My deposit has not arrived.
Look in **Wallet → History**: a pending deposit waits for the provider. If it was paid but is still pending after an hour, contact support with the transaction number.

### Is there a minimum or maximum?
Each method shows its minimum and maximum before you pay. A [deposit limit](/questions/limits) you set yourself also applies.

### Can I get a bonus with a deposit?
Yes: choose one of the offered bonuses, or enter a bonus code, in the deposit form. See the [Bonus terms](/static/bonus-terms).`,
  },
  {
    identity: 'withdrawals',
    title: 'Withdrawals',
    description: 'How to cash out, how long it takes and why a withdrawal may wait.',
    body: `### How do I withdraw?
Open **Wallet → Withdraw**, choose the currency and method, and enter the amount. The amount is held from your balance at once.

### How long does it take?
We review withdrawals as they come, usually within 24 hours; the provider then pays. Crypto arrives after network confirmation; bank transfers can take a few working days.

### Why was I asked to verify my identity?
Withdrawals above 2,000 USD (or its value in another currency) need an approved [verification](/questions/verification). The law requires it, and it protects your money from someone else cashing it out.

### Can I cancel a withdrawal?
Yes, while it is still pending: the held amount goes back to your balance.

### What happens to my bonus if I withdraw?
Your own money can always be withdrawn. Withdrawing while a bonus of the same currency is active forfeits that bonus; the site warns you first.

### Can I withdraw during a cooling-off or self-exclusion?
Yes. Breaks stop playing and depositing, never withdrawing.`,
  },
  {
    identity: 'verification',
    title: 'Verification (KYC)',
    description: 'Which documents we ask for, why, and how long the check takes.',
    body: `### Why do you need my documents?
Anti-money-laundering law requires us to know who our players are, and to check that every player is an adult. See the [AML and KYC policy](/static/aml).

### What do I need to upload?
A passport, identity card or driving licence; a proof of address no older than three months; and a selfie taken during the check. Sometimes we also ask where your funds come from.

### How long does it take?
Most checks finish within minutes; a manual review can take up to 24 hours. Your profile shows the status and updates by itself.

### My verification was rejected.
The reason is shown on your profile: often a blurred photo, a cut-off corner or an expired document. Upload a clear, complete, valid document again.

### Is my data safe?
Documents are sent encrypted, kept for as long as the law requires, and seen only by the staff who check them. See the [Privacy policy](/static/privacy).`,
  },
  {
    identity: 'bonuses',
    title: 'Bonuses',
    description: 'Wagering, maximum bet, free spins, codes and cashback.',
    body: `### What does wagering mean?
Bonus money becomes your own after you stake it a set number of times, for example 30 × the bonus. Slots count in full, table games at 10%, European roulette at 5% and sports bets at 50% from odds of 1.50. The bar on the bonus shows your progress.

### Why was my bet refused?
While a bonus is active there is a maximum stake per round (for example 5 USD for the welcome bonus). A larger stake is refused before any money moves.

### Which money is spent first?
Your own money, then bonus money. A win is split in the same proportion as the stake.

### Can I have two bonuses at once?
One active bonus per currency. Others wait until it ends, and you then activate them in **Bonuses**.

### How do I use a bonus code?
Enter it in **Bonuses** (or in the deposit form for a deposit code). Try ORBIT50 for 50 free spins on Lucky Orbit.

### What is cashback?
Every Monday we return 10% of your net casino loss of the past week as your own money, without wagering. Claim it in **Bonuses**.

All the rules are in the [Bonus terms](/static/bonus-terms).`,
  },
  {
    identity: 'provably-fair',
    title: 'Provably fair',
    description: 'How you can check that every round of our games was fair.',
    body: `### What does provably fair mean?
Every result of our in-house games is computed from three values: a **server seed** (ours), a **client seed** (yours, which you can change) and a **nonce** (the round number). The result is HMAC-SHA256 of them, turned into the game's outcome by published rules.

### How do I know you did not change the result?
Before you play, the game shows the **hash** of the server seed. We cannot change the seed afterwards without changing its hash. When you rotate the seed, the old one is revealed, and you can recompute every round you played with it on the verify page.

### And crash?
Crash rounds come from a hash chain published in advance: each round's seed is the hash of the next one, so every player sees the same multiplier and anyone can check the whole chain.

### What is RTP?
Return to player: the share of all stakes a game pays back over the long run. Each game shows its RTP; ours are computed exactly or measured over millions of rounds.`,
  },
  {
    identity: 'limits',
    title: 'Limits and breaks',
    description: 'Deposit, bet and loss limits, reality check, cooling-off and self-exclusion.',
    body: `### Which limits can I set?
Deposit, bet and loss limits per day, week or 30 days, in **Profile → Limits**. They count across all your currencies.

### When does a limit apply?
A new or lower limit applies at once. A higher limit, or removing one, waits 24 hours and then needs your confirmation; the old limit holds meanwhile.

### What is a reality check?
A reminder while you play, every 15, 30 or 60 minutes, of how long you have played and your result in this session.

### How do I take a break?
Choose a **cooling-off** of 24 hours, 7 or 30 days, or a **self-exclusion** of 6, 12, 24 or 60 months or for good. Both start at once and cannot be ended early. You keep access to your balance and withdrawals.

### Where can I find help?
Our [Responsible gaming policy](/static/responsible-gaming) lists organisations that offer free, confidential support.`,
  },
];

export const ABOUT_EN = {
  title: 'About Lucky Orbit',
  description: 'Who we are: a casino and sportsbook with fiat and crypto wallets, provably fair games and tools to play responsibly.',
  body: `Lucky Orbit is an online casino and sportsbook for players who like clear rules.

## What you will find here

- **Casino games** from our own studio and partner studios: slots, crash, blackjack, roulette, dice and more. Our own games are [provably fair](/questions/provably-fair).
- **Sports betting** on football, tennis, basketball, e-sports and many more, before and during the match.
- **Wallets in fiat and crypto**: play in USD, EUR, BTC, ETH, USDT, TON and others, with one wallet per currency.
- **Bonuses with readable terms**: every offer states its wagering, maximum bet and deadlines before you take it. See the [Bonus terms](/static/bonus-terms).

## Playing safely

Limits, reality checks, cooling-off and self-exclusion are one click from every page. Read our [Responsible gaming policy](/static/responsible-gaming).

## Questions?

The [Help centre](/questions) answers the most common ones; support answers the rest around the clock.`,
};
