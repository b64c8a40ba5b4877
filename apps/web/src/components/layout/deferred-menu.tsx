import {
  type ComponentType,
  cloneElement,
  type ReactElement,
  Suspense,
  startTransition,
  useState,
} from "react";

export interface MenuProps {
  /** The button that opens the menu; the same element shows before and after the menu code has loaded. */
  trigger: ReactElement<Record<string, unknown>>;
  /** True when the player tapped the trigger before the menu code arrived: the menu then opens at once. */
  defaultOpen?: boolean;
}

/** Loads the menu's code only when the player reaches for it; a tap before then is remembered. */
export function DeferredMenu<P extends object>({
  trigger,
  menu: Menu,
  menuProps,
}: {
  trigger: MenuProps["trigger"];
  /** A lazy component: its module holds the Radix menu. */
  menu: ComponentType<P & MenuProps>;
  menuProps?: P;
}) {
  const [wanted, setWanted] = useState(false);
  const [requested, setRequested] = useState(false);
  // As transitions, the plain button stays on screen while the code loads, not a fallback.
  const want = () => startTransition(() => setWanted(true));
  const open = () =>
    startTransition(() => {
      setWanted(true);
      setRequested(true);
    });
  const placeholder = cloneElement(trigger, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: want,
    // Radix opens on pointerdown: a tap that spans the code's arrival must still open the menu.
    onPointerDown: open,
    // A click: a tap, or Enter or Space on the focused button.
    onClick: open,
  });
  return (
    <Suspense fallback={placeholder}>
      {wanted ? <Menu {...(menuProps as P)} trigger={trigger} defaultOpen={requested} /> : placeholder}
    </Suspense>
  );
}
