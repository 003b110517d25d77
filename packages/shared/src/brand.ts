/** A nominal type: a `Brand<number, 'PlayerId'>` cannot be passed where an `AccountId` belongs. */
export type Brand<T, Name extends string> = T & { readonly __brand: Name };
