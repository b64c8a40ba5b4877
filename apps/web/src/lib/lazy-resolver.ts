import type { FieldValues, Resolver } from "react-hook-form";

export interface LazyResolver<TInput extends FieldValues, TOutput, TContext = unknown>
  extends Resolver<TInput, TContext, TOutput> {
  /** Starts loading the validation code (idempotent): call it when the player reaches for the form. */
  preload(): void;
}

/** Loads zod and the form's schema when the form is first reached for, not with the screen; retried on failure. */
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
