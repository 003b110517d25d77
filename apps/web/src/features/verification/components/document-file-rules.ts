/** The server's rules, checked before sending so a player is told at once (the server checks again). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export type FileProblem = 'too-large' | 'wrong-type' | 'empty' | undefined;

export function fileProblem(file: { size: number; type: string; name: string }): FileProblem {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_DOCUMENT_BYTES) return 'too-large';
  const byName = /\.(jpe?g|png|pdf)$/i.test(file.name);
  if (!(ACCEPTED_DOCUMENT_TYPES as readonly string[]).includes(file.type) && !byName) return 'wrong-type';
  return undefined;
}

/** Progress as a whole percentage for the bar. */
export const percentOf = (fraction: number): number => Math.max(0, Math.min(100, Math.round(fraction * 100)));
