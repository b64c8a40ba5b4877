import { useEffect, useRef } from "react";
import type { FieldValues, Path, PathValue, UseFormSetValue } from "react-hook-form";

const UNTYPED = new Set(["hidden", "checkbox", "radio", "submit", "button", "file"]);

/** Set here on a form the app has taken over; the boot script holds the submits of the others. */
const LIVE_FORM = "data-live";
/** Set by the boot script (src/boot.ts) on a form sent before it was live. */
const HELD_SUBMIT = "data-submit-held";

type Change = readonly [name: string, value: string];

/** What the player changed in each server-rendered form, read just before the app hydrated it. */
const changedBeforeHydration = new WeakMap<HTMLFormElement, Change[]>();

/**
 * The fields of `form` that no longer hold what the server's HTML gave them: text typed (or filled
 * in by the browser) and a radio chosen, each as its name and value.
 */
function changedFields(form: HTMLFormElement): Change[] {
  const changed: Change[] = [];
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement && field.type === "radio") {
      if (field.name && field.checked && !field.defaultChecked) changed.push([field.name, field.value]);
      continue;
    }
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (!field.name || UNTYPED.has(field.type) || field.value === field.defaultValue) continue;
    changed.push([field.name, field.value]);
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

/**
 * A form the server rendered (login, register, the deposit form) can be typed into, filled in by
 * the browser or have a tile picked before the app has taken the page over. The change is in the
 * fields, but the form never heard of it: the register form's live check of the username would not
 * run, and the deposit form would send its own starting choice. Once the form is live it takes the
 * change in, as if made now, and is sent if the player sent it meanwhile (the boot script held
 * that submit). Answers the ref for the <form>.
 */
export function useTypedBeforeHydration<T extends FieldValues>(setValue: UseFormSetValue<T>) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(LIVE_FORM, "");
    const changed = changedBeforeHydration.get(form) ?? changedFields(form);
    changedBeforeHydration.delete(form);
    for (const [field, value] of changed) {
      const name = field as Path<T>;
      const typed = value as PathValue<T, Path<T>>;
      // The form may have read the text from the field already, and a value it holds is not news
      // to it: it tells its watchers only of a change, so it goes by way of empty.
      setValue(name, "" as PathValue<T, Path<T>>);
      setValue(name, typed, { shouldDirty: true });
    }
    if (form.hasAttribute(HELD_SUBMIT)) {
      form.removeAttribute(HELD_SUBMIT);
      form.requestSubmit();
    }
  }, [setValue]);
  return formRef;
}
