import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface MethodTab<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

interface MethodTabsProps<Value extends string> {
  readonly label: string;
  readonly tabs: readonly MethodTab<Value>[];
  readonly value: Value;
  readonly onChange: (value: Value) => void;
  /** The panel of the chosen tab. */
  readonly children: ReactNode;
}

/**
 * E-mail or phone: ARIA tabs with one tab stop; the arrow keys, Home and End move between them
 * (and choose, as the panels are light).
 */
export function MethodTabs<Value extends string>({ label, tabs, value, onChange, children }: MethodTabsProps<Value>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onChange(target.value);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${target.value}"]`)?.focus();
  };

  return (
    <div className="method-tabs">
      <div ref={listRef} className="method-tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            data-tab={tab.value}
            className="method-tabs__tab"
            aria-selected={tab.value === value}
            aria-controls={`${id}-panel`}
            tabIndex={tab.value === value ? 0 : -1}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" className="method-tabs__panel">
        {children}
      </div>
    </div>
  );
}
