/** The directives of a Content-Security-Policy header, by name (tests read one directive at a time). */
export function cspDirectives(policy: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}
