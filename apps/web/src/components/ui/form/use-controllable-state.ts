import { useState } from 'react';

/**
 * A value a parent may control (`value` given) or leave to the component (`defaultValue`).
 * The setter updates the component's own copy only when uncontrolled.
 */
export function useControllableState<Value>(
  value: Value | undefined,
  defaultValue: Value,
): [Value, (next: Value) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = (next: Value) => {
    if (!controlled) setOwn(next);
  };
  return [controlled ? value : own, set];
}
