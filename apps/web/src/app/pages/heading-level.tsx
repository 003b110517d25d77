import { createContext, createElement, useContext, type HTMLAttributes } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4;

/**
 * The heading level a nested page starts at: a section page with sub-navigation (Profile) owns
 * the h1 and its child page (Personal details) continues at h2, so the outline stays whole.
 */
export const HeadingLevelContext = createContext<HeadingLevel>(1);

export function useHeadingLevel(): HeadingLevel {
  return useContext(HeadingLevelContext);
}

export function nextHeadingLevel(level: HeadingLevel): HeadingLevel {
  return level < 4 ? ((level + 1) as HeadingLevel) : 4;
}

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  readonly level: HeadingLevel;
  readonly 'data-testid'?: string;
}

/** An h1–h4 chosen by `level`. */
export function Heading({ level, ...rest }: HeadingProps) {
  return createElement(`h${level}`, rest);
}
