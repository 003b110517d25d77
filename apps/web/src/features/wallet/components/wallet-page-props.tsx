import type { ComponentPropsWithoutRef } from 'react';

/** What app/ gives a wallet page: where its heading sits in the outline (under the section's h1). */
export interface WalletPageProps {
  readonly headingLevel: 1 | 2 | 3 | 4;
}

/** An h1–h4 at the level the page was given. */
export function PageHeading({
  level,
  ...props
}: { readonly level: WalletPageProps['headingLevel'] } & ComponentPropsWithoutRef<'h2'>) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
