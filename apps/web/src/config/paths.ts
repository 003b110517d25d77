import type { RoutePattern } from '@/app/routes/route-table';

/*
 * Links and navigate() calls build their address here, never as a string literal (DESIGN.md
 * section 2): `pathTo('/game/:id', { id })`. The patterns are the route table's own
 * (app/routes/route-table.ts, by type only), so a route that does not exist, a missing parameter
 * or one the route does not have fails the type check. Paths are unprefixed; the page's locale
 * prefix is added where the link is drawn.
 */

/** The `:name` parameters of a path pattern. */
type NamedParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | NamedParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * What a pattern needs: each `:name` parameter (encoded as one segment), and for a pattern ending
 * in `*` the `rest` of the path after it (taken as it is: it may hold several segments).
 */
type RouteParams<Pattern extends RoutePattern> = {
  readonly [Param in NamedParams<Pattern> | (Pattern extends `${string}*` ? 'rest' : never)]: string;
};

type ParamsArgument<Pattern extends RoutePattern> = keyof RouteParams<Pattern> extends never
  ? []
  : [RouteParams<Pattern>];

/** The unprefixed path of a route: `pathTo('/game/:id', { id: 'lucky-orbit' })` is `/game/lucky-orbit`. */
export function pathTo<Pattern extends RoutePattern>(pattern: Pattern, ...[params]: ParamsArgument<Pattern>): string {
  const values: Readonly<Record<string, string>> = params ?? {};
  return (
    pattern
      .replace(/:(\w+)|\*$/g, (_match, name?: string) =>
        name ? encodeURIComponent(values[name] ?? '') : (values.rest ?? ''),
      )
      // An empty rest leaves the parent's own path (`/sport`, not `/sport/`); the home page stays `/`.
      .replace(/(.)\/$/, '$1')
  );
}
