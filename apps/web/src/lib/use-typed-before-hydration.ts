import { useEffect, useRef } from "react";
import type { FieldValues, Path, PathValue, UseFormSetValue } from "react-hook-form";
import { type Change, takeChangesBeforeHydration } from "./changes-before-hydration";
import { editGrouped } from "./grouped-amount";
import { keepNumeric, NUMERIC_FIELD, NUMERIC_GROUPING } from "./numeric-field";

/** Set here on a form the app has taken over; the boot script holds the submits of the others. */
const LIVE_FORM = "data-live";
/** Set by the boot script (src/boot.ts) on a form sent before it was live. */
const HELD_SUBMIT = "data-submit-held";

/** As the field would have kept it: a number field's filter is the app's, so early text went in unfiltered. */
function typedValue([, value, field]: Change): string {
  const decimals = field.getAttribute(NUMERIC_FIELD);
  if (decimals === null) return value;
  const [group, decimal] = [...(field.getAttribute(NUMERIC_GROUPING) ?? "")];
  if (!group || !decimal || !(field instanceof HTMLInputElement)) return keepNumeric(value, Number(decimals));
  // Read against what the server showed, so its own group separators are not taken for a point.
  return editGrouped(field.defaultValue, value, value.length, Number(decimals), { group, decimal }).plain;
}

/** Feeds the form what was typed before it was live, and sends it if the boot script held its submit. */
export function useTypedBeforeHydration<T extends FieldValues>(setValue: UseFormSetValue<T>) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(LIVE_FORM, "");
    for (const change of takeChangesBeforeHydration(form)) {
      const name = change[0] as Path<T>;
      const typed = typedValue(change) as PathValue<T, Path<T>>;
      // The form may already hold this text and tells only of a change, so it goes by way of empty.
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
