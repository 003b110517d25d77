/**
 * Pattern masks of SPEC.md section 5: '#' a digit, '@' a letter, '*' a letter or digit; any other
 * mask character is written as is. `applyMask('###.###.###-##', '52998224725')` gives
 * '529.982.247-25'.
 */

export const MASK_TOKENS: Readonly<Record<string, RegExp>> = {
  '#': /^[0-9]$/,
  '@': /^\p{L}$/u,
  '*': /^[\p{L}0-9]$/u,
};

function tokenOf(character: string | undefined): RegExp | undefined {
  return character === undefined ? undefined : MASK_TOKENS[character];
}

/**
 * Formats raw input with a mask. Characters a token does not accept are dropped, literals are
 * written where the mask has them (a typed literal is taken as that literal), and the result stops
 * at the last filled token: no dangling separator while typing, and backspace over a separator is
 * not undone by the next formatting.
 */
export function applyMask(mask: string, raw: string): string {
  return maskCharacters([...mask], [...raw]).join('');
}

/** Works on code points, so a letter outside the Basic Multilingual Plane fills one position. */
function maskCharacters(mask: readonly string[], input: readonly string[]): string[] {
  const output: string[] = [];
  let filledLength = 0;
  let position = 0;
  for (const maskCharacter of mask) {
    if (position >= input.length) break;
    const token = tokenOf(maskCharacter);
    if (!token) {
      output.push(maskCharacter);
      if (input[position] === maskCharacter) position += 1;
      continue;
    }
    while (position < input.length && !token.test(input[position] ?? '')) position += 1;
    const accepted = input[position];
    if (accepted === undefined) break;
    output.push(accepted);
    filledLength = output.length;
    position += 1;
  }
  return output.slice(0, filledLength);
}

/** The characters a player typed into the token positions, without the literals: '52998224725'. */
export function unmask(mask: string, value: string): string {
  const maskPositions = [...mask];
  return maskCharacters(maskPositions, [...value])
    .filter((_, index) => tokenOf(maskPositions[index]) !== undefined)
    .join('');
}

/** Whether the value fills every token of the mask. */
export function isMaskComplete(mask: string, value: string): boolean {
  const tokenCount = [...mask].filter((character) => tokenOf(character) !== undefined).length;
  return unmask(mask, value).length === tokenCount;
}
