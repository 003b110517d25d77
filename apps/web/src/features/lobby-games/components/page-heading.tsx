import { createElement, type HTMLAttributes } from 'react';

export type LobbyHeadingLevel = 1 | 2 | 3 | 4;

/** The page's heading at the level its place in the outline gives it (h1 alone, h2 under a section). */
export function PageHeading({
  level = 1,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { readonly level?: LobbyHeadingLevel }) {
  return createElement(`h${level}`, rest);
}
