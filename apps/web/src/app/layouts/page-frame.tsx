import type { ReactNode } from 'react';
import { useRouteHandle } from '../routes/route-handle';
import { PageHead, useSectionTitle } from './page-head';

/** The content pages (catch-all, static, questions), the game and bonus pages decide themselves whether they found a page, so they write their own head. */
const SECTIONS_WITH_OWN_HEAD = new Set(['content', 'static', 'questions', 'game', 'bonus']);

/** Around every page of the route table: the innermost page (a leaf) writes the page head. */
export function PageFrame({ isLeaf, children }: { readonly isLeaf: boolean; readonly children: ReactNode }) {
  const handle = useRouteHandle();
  const title = useSectionTitle(handle.section);
  const ownsHead = isLeaf && !SECTIONS_WITH_OWN_HEAD.has(handle.section);
  return (
    <>
      {ownsHead && <PageHead title={title} localized={handle.localized} />}
      {children}
    </>
  );
}
