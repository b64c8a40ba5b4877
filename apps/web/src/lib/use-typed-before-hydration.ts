import { useEffect, useRef } from "react";
import type { FieldValues, Path, PathValue, UseFormSetValue } from "react-hook-form";
import { type Change, takeChangesBeforeHydration } from "./changes-before-hydration";
import { keepNumeric, NUMERIC_FIELD } from "./numeric-field";

/** Set here on a form the app has taken over; the boot script holds the submits of the others. */
const LIVE_FORM = "data-live";
/** Set by the boot script (src/boot.ts) on a form sent before it was live. */
const HELD_SUBMIT = "data-submit-held";

/**
 * What the player typed, as the field itself would have kept it: a number field's filter (digits
 * only, as typed) is the app's, so text typed before it ran went in unfiltered.
 */
function typedValue([, value, field]: Change): string {
  const decimals = field.getAttribute(NUMERIC_FIELD);
  return decimals === null ? value : keepNumeric(value, Number(decimals));
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
    for (const change of takeChangesBeforeHydration(form)) {
      const name = change[0] as Path<T>;
      const typed = typedValue(change) as PathValue<T, Path<T>>;
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
