/**
 * Haptic feedback on bets and wins (SPEC.md section 6), callable from anywhere on the first
 * screen's budget: it does nothing until the mini-app's bridge (features/telegram/bridge) connects
 * the messenger's haptics, so the web site pays nothing for it.
 */
export type FeedbackKind = 'bet' | 'win' | 'refused';

let sink: ((kind: FeedbackKind) => void) | undefined;

export const messengerFeedback = {
  connect(next: (kind: FeedbackKind) => void): () => void {
    sink = next;
    return () => {
      if (sink === next) sink = undefined;
    };
  },
  give(kind: FeedbackKind): void {
    sink?.(kind);
  },
};

/**
 * Feedback for a game's settled rounds, told only the balance after each (the game frame's round
 * message): every round is a bet; a balance above the one before it is a win. The first round
 * compares with the balance the page showed when the game started.
 */
export function roundFeedback(startingBalance: () => number | undefined): (balanceAfter: number) => void {
  let last: number | undefined;
  return (balanceAfter) => {
    const before = last ?? startingBalance();
    last = balanceAfter;
    messengerFeedback.give(before !== undefined && balanceAfter > before ? 'win' : 'bet');
  };
}
