import { useEffect, useState } from "react";

/**
 * The order a money screen (deposit, withdraw) shows over its form: the player's open order,
 * reopened once when they come back to the screen, or the one they just made. Closing it leaves the
 * open order where the screen lists it, without reopening it again.
 */
export function useOpenOrder<Order>(openOrder: Order | undefined) {
  const [shown, setShown] = useState<Order>();
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    if (!reopened && openOrder) {
      setReopened(true);
      setShown(openOrder);
    }
  }, [openOrder, reopened]);

  return {
    shown,
    /** Shows an order: one just made, or the open one again on the player's request. */
    show: (order: Order) => {
      setReopened(true);
      setShown(order);
    },
    close: () => setShown(undefined),
  };
}
