/** Where the caret goes in formatted text: after the same number of typed characters as before. */
export function caretAfter(formatted: string, typedBefore: number, isTyped: (character: string) => boolean): number {
  if (typedBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (isTyped(formatted[index] ?? '')) seen += 1;
    if (seen === typedBefore) return index + 1;
  }
  return formatted.length;
}

/**
 * Formats an input's text in its change event and puts the caret after the character just typed,
 * so editing inside '529.982.247-25' works. The text is written to the element at once: when the
 * formatted text equals the old value (a typed letter dropped), React renders nothing and would
 * otherwise leave the caret at the end.
 */
export function reformatInput(
  input: HTMLInputElement,
  format: (raw: string) => string,
  isTyped: (character: string) => boolean,
): string {
  const raw = input.value;
  const caret = input.selectionStart ?? raw.length;
  const typedBefore = [...raw.slice(0, caret)].filter(isTyped).length;
  const formatted = format(raw);
  if (formatted !== raw) input.value = formatted;
  if (input === document.activeElement) {
    const position = caretAfter(formatted, typedBefore, isTyped);
    input.setSelectionRange(position, position);
  }
  return formatted;
}
