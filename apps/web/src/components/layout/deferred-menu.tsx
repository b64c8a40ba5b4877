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

/**
 * Renders a dropdown whose code (Radix menu, positioning) is loaded only when the player reaches
 * for it: the pointer coming over the trigger (a mouse, some way ahead of the click), or a tap or
 * a key on it. Until then, and until the code arrives, the trigger is a plain button, and a tap on
 * it is remembered rather than lost. A page shows three of these menus and most visits open none,
 * so neither their code nor their rendering weighs on the page's start (the server renders the
 * plain button too, and the app hydrates it without the menu's code).
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
  const [wanted, setWanted] = useState(false);
  const [requested, setRequested] = useState(false);
  // As transitions, the plain button stays on screen (the same element, under the pointer and
  // keeping focus) while the code loads, instead of a fallback taking its place.
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
    // Radix opens its menu on pointerdown: a tap whose pointerdown hits the placeholder and whose
    // click lands on the real trigger (the code arrived in between) must still open the menu.
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
