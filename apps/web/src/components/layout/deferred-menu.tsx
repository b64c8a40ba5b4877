import { type ComponentType, cloneElement, type ReactElement, Suspense, useState } from "react";

export interface MenuProps {
  /** The button that opens the menu; the same element shows before and after the menu code has loaded. */
  trigger: ReactElement<Record<string, unknown>>;
  /** True when the player tapped the trigger before the menu code arrived: the menu then opens at once. */
  defaultOpen?: boolean;
}

/**
 * Renders a dropdown whose code (Radix menu, positioning) is loaded lazily: until it arrives, the
 * trigger is shown as a plain button, and a tap on it is remembered rather than lost.
 */
export function DeferredMenu<P extends object>({
  trigger,
  menu: Menu,
  menuProps,
}: {
  trigger: MenuProps["trigger"];
  /** A lazy component: its module holds the Radix menu. */
  menu: ComponentType<P & MenuProps>;
  /** Whatever else the menu needs, passed through. */
  menuProps?: P;
}) {
  const [requested, setRequested] = useState(false);
  const placeholder = cloneElement(trigger, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    "data-state": "closed",
    // Radix opens its menu on pointerdown: a tap whose pointerdown hits the placeholder and whose
    // click lands on the real trigger (the code arrived in between) must still open the menu.
    onPointerDown: () => setRequested(true),
    onClick: () => setRequested(true),
  });
  return (
    <Suspense fallback={placeholder}>
      <Menu {...(menuProps as P)} trigger={trigger} defaultOpen={requested} />
    </Suspense>
  );
}
