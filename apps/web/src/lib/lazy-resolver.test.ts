// @vitest-environment node
import type { Resolver, ResolverResult } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyResolver } from "./lazy-resolver";

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

/** A resolver that accepts a name of at least two letters. */
const nameResolver: Resolver<Values, unknown, Values> = async (
  values,
): Promise<ResolverResult<Values, Values>> => {
  if (values.name.length >= 2) return { values, errors: {} };
  return { values: {}, errors: { name: { type: "too_small", message: "validation.required" } } };
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("lazyResolver", () => {
  it("loads nothing until it is preloaded or used", () => {
    const load = vi.fn(async () => nameResolver);
    lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
  });

  it("validates as the loaded resolver does, once its code has come", async () => {
    const arrival = deferred<Resolver<Values, unknown, Values>>();
    const resolver = lazyResolver(() => arrival.promise);
    const answer = Promise.resolve(resolver({ name: "x" }, undefined, options));
    let answered = false;
    void answer.then(() => {
      answered = true;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    arrival.resolve(nameResolver);
    await expect(answer).resolves.toMatchObject({ errors: { name: { message: "validation.required" } } });
    await expect(resolver({ name: "Noy" }, undefined, options)).resolves.toEqual({
      values: { name: "Noy" },
      errors: {},
    });
  });

  it("loads the code once, however often it is preloaded and used", async () => {
    const load = vi.fn(async () => nameResolver);
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    await Promise.all([
      resolver({ name: "ab" }, undefined, options),
      resolver({ name: "cd" }, undefined, options),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the load again after it failed (a dropped connection), and a failed preload reports nothing", async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Values>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(nameResolver);
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const resolver = lazyResolver(load);
      resolver.preload();
      await new Promise((resolve) => setTimeout(resolve, 0));
      await expect(resolver({ name: "Noy" }, undefined, options)).resolves.toMatchObject({ errors: {} });
      expect(load).toHaveBeenCalledTimes(2);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
