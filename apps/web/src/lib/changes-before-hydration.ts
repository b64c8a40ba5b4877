// What the player changed in a server-rendered form before the app took it over, read just before
// hydration. Apart from the hook that takes it in (use-typed-before-hydration.ts) because main.tsx
// calls it on every page: it stays small and imports nothing.

const UNTYPED = new Set(["hidden", "checkbox", "radio", "submit", "button", "file"]);

/** A field changed before hydration: its name, what it held then, and the field. */
export type Change = readonly [name: string, value: string, field: HTMLInputElement | HTMLTextAreaElement];

/** What the player changed in each server-rendered form, read just before the app hydrated it. */
const changedBeforeHydration = new WeakMap<HTMLFormElement, Change[]>();

/**
 * The fields of `form` that no longer hold what the server's HTML gave them: text typed (or filled
 * in by the browser) and a radio chosen.
 */
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

/**
 * Reads what the player changed in the server's forms under `root`, just before the app hydrates
 * them (main.tsx). Hydrating registers each form's fields, and a form registering its radios puts
 * its own starting choice back: read afterwards, a tile the player picked would be lost.
 */
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
