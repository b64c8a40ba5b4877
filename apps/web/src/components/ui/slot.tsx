import { cloneElement, isValidElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown>;

/** Both handlers run, the child's own first. */
function chain(own: unknown, added: unknown) {
  if (typeof own !== "function") return added;
  if (typeof added !== "function") return own;
  return (...args: unknown[]) => {
    const result = own(...args);
    added(...args);
    return result;
  };
}

function bothRefs(own: unknown, added: unknown) {
  if (!own) return added;
  if (!added) return own;
  return (element: unknown) => {
    for (const ref of [own, added] as Ref<unknown>[]) {
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    }
  };
}

/** Like Radix's Slot for a single element, without its weight on the first screen. */
export function Slot({ children, ...added }: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement<Props>(children)) throw new Error("Slot needs exactly one element as its child");
  const own = children.props;
  const props: Props = { ...added, ...own };
  for (const name in added) {
    if (/^on[A-Z]/.test(name)) props[name] = chain(own[name], added[name]);
  }
  if (added.className && own.className) props.className = `${added.className} ${own.className}`;
  if (added.style && own.style) props.style = { ...(added.style as object), ...(own.style as object) };
  props.ref = bothRefs(own.ref, added.ref);
  return cloneElement(children, props);
}
