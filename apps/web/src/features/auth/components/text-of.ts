/** A form value as text: what a text field holds, '' for anything else (untouched, a flag). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
