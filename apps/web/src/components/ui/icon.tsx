import type { SVGProps } from 'react';

/** A full circle as path data, so every icon is a list of paths. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/**
 * Line icons on a 24-unit grid, drawn for this site. Inline paths: no icon font, no requests,
 * and they take the text colour.
 */
const ICON_PATHS = {
  home: ['M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z'],
  games: [
    'M6 11h4M8 9v4M15 12h.01M18 10h.01',
    'M17.3 5H6.7a4 4 0 0 0-4 3.6L2 14.6a3 3 0 0 0 5.2 2.2L9 15h6l1.8 1.8a3 3 0 0 0 5.2-2.2l-.7-6A4 4 0 0 0 17.3 5z',
  ],
  providers: ['M12 2 2 7l10 5 10-5z', 'm2 12 10 5 10-5', 'm2 17 10 5 10-5'],
  sport: [
    circle(12, 12, 10),
    'm12 7 4.8 3.5-1.8 5.5H9l-1.8-5.5z',
    'M12 2v5M21.5 9l-4.7 1.5M18 20l-3-4M6 20l3-4M2.5 9l4.7 1.5',
  ],
  favorites: [
    'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z',
  ],
  recentlyPlayed: [circle(12, 12, 10), 'M12 6v6l4 2'],
  bonuses: [
    'M3 8h18v4H3z',
    'M5 12v9h14v-9M12 8v13',
    'M12 8S10.5 3 8 3a2.5 2.5 0 0 0 0 5M12 8s1.5-5 4-5a2.5 2.5 0 0 1 0 5',
  ],
  welcomePackage: ['m2 7 5 5 5-8 5 8 5-5-2 12H4z', 'M4 22h16'],
  quests: ['M5 21V4', 'M5 4h13l-2.5 4.5L18 13H5'],
  referral: [
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
    circle(9, 7, 4),
    'M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  ],
  questions: [circle(12, 12, 10), 'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01'],
  support: [
    'M3 14h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a9 9 0 0 1 18 0v7a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3',
  ],
  contact: ['M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'm22 7-10 6L2 7'],
  wallet: [
    'M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1',
    'M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4',
  ],
  profile: [circle(12, 8, 4), 'M20 21a8 8 0 0 0-16 0'],
  menu: ['M4 6h16M4 12h16M4 18h16'],
  close: ['M18 6 6 18M6 6l12 12'],
  collapse: ['m11 17-5-5 5-5M18 17l-5-5 5-5'],
  expand: ['m6 17 5-5-5-5M13 17l5-5-5-5'],
  globe: [
    circle(12, 12, 10),
    'M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
  ],
  light: [
    circle(12, 12, 4),
    'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M6.3 17.7l-1.4 1.4M19.1 4.9l-1.4 1.4',
  ],
  dark: ['M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9z'],
  system: ['M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z', 'M8 21h8M12 17v4'],
  check: ['M20 6 9 17l-5-5'],
  chevronDown: ['m6 9 6 6 6-6'],
  chevronLeft: ['m15 18-6-6 6-6'],
  chevronRight: ['m9 18 6-6-6-6'],
  search: [circle(11, 11, 7), 'm21 21-4.3-4.3'],
  filter: ['M4 6h16M7 12h10M10 18h4'],
  coins: [circle(8, 8, 6), 'M18.1 10.4A6 6 0 1 1 10.3 18M7 6h1v4M16.7 13.9l.7.7-2.8 2.8'],
  sparkles: [
    'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z',
    'M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  ],
  document: ['M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z', 'M14 2v6h6M8 13h8M8 17h5'],
  shield: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z'],
  cookie: [
    'M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5z',
    'M8.5 8.5h.01M16 15.5h.01M12 12h.01M11 17h.01M7 14h.01',
  ],
  key: [circle(7.5, 15.5, 5.5), 'm21 2-9.6 9.6M15.5 7.5l3 3L22 7l-3-3'],
  bell: ['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'],
  trash: [
    'M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
    'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6',
  ],
} as const;

export type IconName = keyof typeof ICON_PATHS;

/**
 * Icons that point along the reading direction (back/next, collapse/expand): mirrored right to
 * left by `.icon--directional` (app.css), so "next" points left in Persian. Others never are.
 */
const DIRECTIONAL_ICONS: ReadonlySet<IconName> = new Set<IconName>([
  'chevronLeft',
  'chevronRight',
  'collapse',
  'expand',
]);

export function isIconName(value: string): value is IconName {
  return value in ICON_PATHS;
}

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  readonly name: IconName;
  readonly size?: number;
}

/** Decorative unless given an aria-label: the text next to it says what it means. */
export function Icon({ name, size = 20, className, ...rest }: IconProps) {
  const labelled = rest['aria-label'] !== undefined;
  const classes = DIRECTIONAL_ICONS.has(name)
    ? className
      ? `${className} icon--directional`
      : 'icon--directional'
    : className;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      className={classes}
      {...rest}
    >
      {ICON_PATHS[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
