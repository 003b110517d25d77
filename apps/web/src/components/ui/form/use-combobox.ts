import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';

export interface ComboboxOption {
  readonly value: string;
  readonly label: string;
  /** Shown beside the label (a code); also matched when typing. */
  readonly detail?: string;
  /** More words that find this option ('UK' for the United Kingdom). */
  readonly keywords?: readonly string[];
}

/** Lowercase without accents, so 'sao' finds 'São Tomé'. */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Options containing the query, those starting with it first. */
export function filterOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const wanted = searchText(query);
  if (!wanted) return [...options];
  const starts: ComboboxOption[] = [];
  const contains: ComboboxOption[] = [];
  for (const option of options) {
    const label = searchText(option.label);
    const others = [option.detail ?? '', ...(option.keywords ?? [])].map(searchText);
    if (label.startsWith(wanted) || others.some((text) => text.startsWith(wanted))) starts.push(option);
    else if (label.includes(wanted)) contains.push(option);
  }
  return [...starts, ...contains];
}

interface ComboboxSettings {
  readonly options: readonly ComboboxOption[];
  readonly value: string;
  readonly onSelect: (value: string) => void;
  /** The listbox element, to keep the active option scrolled into view. */
  readonly listRef: RefObject<HTMLUListElement | null>;
}

/**
 * State and keys of an ARIA 1.2 combobox with a listbox popup (list autocomplete): typing filters,
 * arrows move the active option, Enter chooses it, Escape closes (a second Escape clears the typing),
 * Alt+ArrowDown opens without moving, Tab leaves without choosing.
 */
export function useCombobox({ options, value, onSelect, listRef }: ComboboxSettings) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const selected = options.find((option) => option.value === value);
  const shown = query === null ? [...options] : filterOptions(options, query);
  const active = open ? shown[activeIndex] : undefined;

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex, listRef]);

  const openAt = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  };
  const choose = (option: ComboboxOption) => {
    onSelect(option.value);
    close();
  };
  const selectedIndex = () => shown.findIndex((option) => option.value === value);
  const move = (step: number) => {
    if (shown.length === 0) return;
    setActiveIndex((index) => (index + step + shown.length) % shown.length);
  };

  /** Acts on a key; false leaves it to the browser (and to a dialog's Escape). */
  const handleKey = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    switch (event.key) {
      case 'ArrowDown':
        if (open && !event.altKey) move(1);
        else openAt(event.altKey ? selectedIndex() : Math.max(selectedIndex(), 0));
        return true;
      case 'ArrowUp':
        if (open) move(-1);
        else openAt(selectedIndex() >= 0 ? selectedIndex() : shown.length - 1);
        return true;
      case 'Enter':
        if (!active) return false;
        choose(active);
        return true;
      case 'Escape':
        if (open) close();
        else if (query !== null) setQuery(null);
        else return false;
        return true;
      case 'Tab':
        close();
        return false;
      default:
        return false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (handleKey(event)) event.preventDefault();
  };

  const onInputChange = (text: string) => {
    setQuery(text);
    setOpen(true);
    setActiveIndex(text.trim() ? 0 : -1);
  };

  /** Leaving with the text cleared clears the choice; otherwise the text goes back to the choice. */
  const onBlur = () => {
    if (query !== null && query.trim() === '' && value !== '') onSelect('');
    close();
  };

  return {
    open,
    shown,
    active,
    activeIndex,
    inputText: query ?? selected?.label ?? '',
    toggle: () => (open ? close() : openAt(selectedIndex())),
    choose,
    setActiveIndex,
    onKeyDown,
    onInputChange,
    onBlur,
  };
}
