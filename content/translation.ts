/**
 * A translation of an English content value (content/<code>/ beside content/): the same fields and entries,
 * in the same order, with its own words. Ids, icons and colours stay as they are; the build checks that.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
