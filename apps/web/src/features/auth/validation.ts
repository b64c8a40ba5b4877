import { zodResolver } from "@hookform/resolvers/zod";
import { loginBody, registerBody } from "@kham/contract";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";

/* Loaded on its own (lazyResolver): it brings zod, so nothing imported on arrival may import it. */

export type LoginInput = z.input<typeof loginBody>;
export type LoginValues = z.output<typeof loginBody>;
export type RegisterInput = z.input<typeof registerBody>;
export type RegisterValues = z.output<typeof registerBody>;

export const loginResolver: Resolver<LoginInput, unknown, LoginValues> = zodResolver(loginBody);

const registerContractResolver = zodResolver(registerBody);
// An empty display name means "none": the server then uses the username.
export const registerResolver: Resolver<RegisterInput, unknown, RegisterValues> = (
  values,
  context,
  options,
) =>
  registerContractResolver(
    { ...values, displayName: values.displayName?.trim() ? values.displayName : undefined },
    context,
    options,
  ) as ReturnType<Resolver<RegisterInput, unknown, RegisterValues>>;
