/**
 * A spin being shown and a skip asked, shared by the slots (Lucky Orbit, the engine slots): while
 * a round is shown, the spin button skips its animation instead of starting another.
 */
import { t } from '../lib/i18n';

export interface SpinPlay {
  /** A round is asked for or being shown: the spin button skips. */
  running: boolean;
  /** The player asked to jump to the end of the round shown. */
  skip: boolean;
}

export function idleSpinPlay(): SpinPlay {
  return { running: false, skip: false };
}

/** The spin button pressed: skips the animation of a round under way ('skip'), or starts one ('spin'). */
export function pressSpin(play: SpinPlay): 'skip' | 'spin' {
  if (!play.running) return 'spin';
  play.skip = true;
  return 'skip';
}

export function startSpin(play: SpinPlay): void {
  play.running = true;
  play.skip = false;
}

export function endSpin(play: SpinPlay): void {
  play.running = false;
}

/** The spin button while a round is shown (it skips), and back (data-state is what tests wait on). */
export function paintSpinButton(button: HTMLElement, running: boolean): void {
  if (running) button.dataset.state = 'running';
  else delete button.dataset.state;
  button.textContent = running ? t('games.slot.skip') : t('games.slot.spin');
}
