import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema (and zod, ≈ 21 kB brotli) loads on the first validation instead of with the
 * screen (decision 0121). react-hook-form awaits resolvers, so the form behaves the same; the
 * module is also fetched right after the form first renders (`preload`), so a submit rarely waits for it.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): Resolver<T> & { preload: () => void } {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed fetch (offline) is tried again on the next submit
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
