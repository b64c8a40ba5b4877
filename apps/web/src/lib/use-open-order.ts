import { useEffect, useState } from "react";

/** The open order reopens once on return; closing it leaves it in the list without reopening. */
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
