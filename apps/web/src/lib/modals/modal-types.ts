import type { ModalKey } from './modal-keys';

/** What every modal body gets from the host. */
export interface ModalBodyProps {
  readonly modalKey: ModalKey;
  /** The key's query value ('true', 'deposit', a bonus id...). */
  readonly value: string;
  /** Closes this modal the way the close button does. */
  readonly close: () => void;
}
