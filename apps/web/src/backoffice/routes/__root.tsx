import { createRootRouteWithContext } from "@tanstack/react-router";
import { BackOfficeError, BackOfficeNotFound } from "../components/error-screens";
import type { BackOfficeContext } from "../router";

export const Route = createRootRouteWithContext<BackOfficeContext>()({
  notFoundComponent: BackOfficeNotFound,
  errorComponent: BackOfficeError,
});
