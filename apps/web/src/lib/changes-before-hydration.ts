// Apart from its hook because main.tsx calls it on every page: it stays small and imports nothing.

const UNTYPED = new Set(["hidden", "checkbox", "radio", "submit", "button", "file"]);

/** A field changed before hydration: its name, what it held then, and the field. */
export type Change = readonly [name: string, value: string, field: HTMLInputElement | HTMLTextAreaElement];

/** What the player changed in each server-rendered form, read just before the app hydrated it. */
const changedBeforeHydration = new WeakMap<HTMLFormElement, Change[]>();

/** Fields no longer holding the server's value: text typed or autofilled, and a radio chosen. */
function changedFields(form: HTMLFormElement): Change[] {
  const changed: Change[] = [];
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement && field.type === "radio") {
      if (field.name && field.checked && !field.defaultChecked)
        changed.push([field.name, field.value, field]);
      continue;
    }
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (!field.name || UNTYPED.has(field.type) || field.value === field.defaultValue) continue;
    changed.push([field.name, field.value, field]);
  }
  return changed;
}

/** Read before hydrating: a form registering its radios puts its own starting choice back. */
export function rememberChangesBeforeHydration(root: ParentNode): void {
  for (const form of Array.from(root.querySelectorAll("form"))) {
    const changed = changedFields(form);
    if (changed.length > 0) changedBeforeHydration.set(form, changed);
  }
}

/** What was changed in `form` before it was live: as read before hydration, else as it is now. */
export function takeChangesBeforeHydration(form: HTMLFormElement): Change[] {
  const changed = changedBeforeHydration.get(form) ?? changedFields(form);
  changedBeforeHydration.delete(form);
  return changed;
}
