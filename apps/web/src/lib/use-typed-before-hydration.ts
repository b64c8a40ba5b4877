import { useEffect, useRef } from "react";
import type { FieldValues, Path, PathValue, UseFormSetValue } from "react-hook-form";

const UNTYPED = new Set(["hidden", "checkbox", "radio", "submit", "button", "file"]);

/** Set here on a form the app has taken over; the boot script holds the submits of the others. */
const LIVE_FORM = "data-live";
/** Set by the boot script (src/boot.ts) on a form sent before it was live. */
const HELD_SUBMIT = "data-submit-held";

/**
 * A form the server rendered (login, register) can be typed into, or filled in by the browser,
 * before the app has taken the page over. The text is in the fields, but the form never heard of
 * it: the register form's live check of the username would not run. Once the form is live it takes
 * that text in, as if typed now, and is sent if the player sent it meanwhile (the boot script held
 * that submit). Answers the ref for the <form>.
 */
export function useTypedBeforeHydration<T extends FieldValues>(setValue: UseFormSetValue<T>) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(LIVE_FORM, "");
    for (const field of Array.from(form.elements)) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      if (!field.name || UNTYPED.has(field.type) || field.value === "") continue;
      const name = field.name as Path<T>;
      const typed = field.value as PathValue<T, Path<T>>;
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
