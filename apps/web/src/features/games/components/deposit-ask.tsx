import type { Provider } from "@kham/contract";
import { lazy, Suspense, useEffect } from "react";
import type { GameLauncher } from "./use-game-launcher";

// Most visits never see it: the dialog's code (and Radix's) stays out of the game screens' chunks.
const loadNoCreditDialog = () => import("./no-credit-dialog");
const NoCreditDialog = lazy(() =>
  loadNoCreditDialog().then((module) => ({ default: module.NoCreditDialog })),
);

/** Asks the player to deposit when they try to play without credit; fetched ahead once the credit is zero. */
export function DepositAsk({ provider, launcher }: { provider: Provider; launcher: GameLauncher }) {
  useEffect(() => {
    if (launcher.hasNoCredit) void loadNoCreditDialog();
  }, [launcher.hasNoCredit]);
  if (!launcher.depositAsked) return null;
  return (
    <Suspense fallback={null}>
      <NoCreditDialog provider={provider} onClose={launcher.closeDepositAsk} />
    </Suspense>
  );
}
