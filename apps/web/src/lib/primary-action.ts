import { useEffect, useRef } from 'react';

/**
 * The one primary action of what is on screen (a form's submit), declared by the page or modal
 * that has it. The messenger mini-app shows it as the messenger's main button (features/telegram);
 * the web page ignores it. The most recently declared action wins, so a modal's action covers the
 * page's while it is open and gives it back when it closes.
 */
export interface PrimaryAction {
  /** The button's text, already translated. */
  readonly label: string;
  readonly run: () => void;
  /** Working (a request in flight): the button shows progress and takes no second press. */
  readonly busy?: boolean;
  readonly disabled?: boolean;
}

interface Declared {
  readonly id: number;
  action: PrimaryAction;
}

let declared: readonly Declared[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const primaryActionStore = {
  /** The action to show, or undefined when nothing on screen has one. */
  get: (): PrimaryAction | undefined => declared.at(-1)?.action,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Declares `action` as the screen's primary action while the component is mounted (undefined: none). */
export function usePrimaryAction(action: PrimaryAction | undefined): void {
  const entry = useRef<Declared | undefined>(undefined);
  // The handler may be a new function every render: the button calls the latest one.
  const latestRun = useRef(action?.run);
  useEffect(() => {
    latestRun.current = action?.run;
  });
  const present = action !== undefined;
  useEffect(() => {
    if (!present) return;
    const mine: Declared = { id: nextId++, action: { label: '', run: () => latestRun.current?.() } };
    entry.current = mine;
    declared = [...declared, mine];
    return () => {
      declared = declared.filter((item) => item.id !== mine.id);
      entry.current = undefined;
      notify();
    };
  }, [present]);
  const { label = '', busy = false, disabled = false } = action ?? {};
  useEffect(() => {
    if (!present || !entry.current) return;
    entry.current.action = { ...entry.current.action, label, busy, disabled };
    notify();
  }, [present, label, busy, disabled]);
}
