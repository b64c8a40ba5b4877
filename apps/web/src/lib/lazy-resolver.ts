import type { FieldValues, Resolver } from "react-hook-form";

export interface LazyResolver<TInput extends FieldValues, TOutput, TContext = unknown>
  extends Resolver<TInput, TContext, TOutput> {
  /** Starts loading the validation code (idempotent): call it when the player reaches for the form. */
  preload(): void;
}

/**
 * A form resolver whose code (zod and the form's schema, about 25 KiB and a long task to evaluate
 * on a slow phone) loads when the form is first reached for or validated, not with the screen: a
 * login, register or deposit screen is drawn and live without it. Validation waits for it once, then runs
 * as the loaded resolver does; a failed load is retried on the next validation.
 */
export function lazyResolver<TInput extends FieldValues, TOutput, TContext = unknown>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): LazyResolver<TInput, TOutput, TContext> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TInput, TContext, TOutput> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, {
    preload() {
      loaded().catch(() => {
        // Validation retries the load and reports its failure; a preload has no one to tell.
      });
    },
  });
}
