import { ImageOff, Upload } from "lucide-react";
import { type ComponentProps, useId } from "react";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n-react";
import { validationText } from "@/lib/messages";
import { cn } from "@/lib/utils";
import { useImageChooser } from "../../../lib/image-file";
import { useUploadPromotionImage } from "../api/upload-promotion-image";

/** Upload a file (its stored URL becomes the value) or keep or paste an image address. */
export function ImageField({
  agency,
  value,
  onChange,
  error,
  inputProps,
}: {
  agency: string;
  value: string;
  onChange: (url: string) => void;
  /** The form's error for imageUrl (a translation key). */
  error: string | undefined;
  inputProps: ComponentProps<"input">;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadPromotionImage(agency);
  const { problem, choose, clearProblem } = useImageChooser(upload, onChange);

  const message = problem ?? error;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-3 font-medium text-muted-foreground text-sm">
        {t("promotions.field.image")}
      </legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="relative w-full overflow-hidden rounded-xl border border-border bg-background-elevated sm:w-64">
          {value ? (
            <img
              src={value}
              alt={t("promotions.preview")}
              className="aspect-[32/15] w-full object-cover"
              data-testid="image-field-preview"
            />
          ) : (
            <div className="flex aspect-[32/15] w-full flex-col items-center justify-center gap-1 text-muted-foreground text-xs">
              <ImageOff className="size-6" aria-hidden />
              {t("promotions.image_none")}
            </div>
          )}
          {upload.isPending ? (
            <div className="absolute inset-0 flex items-center justify-center bg-background/70">
              <Spinner />
            </div>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="peer sr-only"
            disabled={upload.isPending}
            onChange={choose}
            aria-describedby={`${id}-hint`}
          />
          <label
            htmlFor={`${id}-file`}
            className={cn(
              "inline-flex h-11 w-fit cursor-pointer items-center gap-2 rounded-lg border border-gold/60 px-5 font-semibold text-gold-light text-sm transition-colors hover:border-gold hover:bg-gold/10 peer-focus-visible:ring-2 peer-focus-visible:ring-gold",
              upload.isPending && "pointer-events-none opacity-50",
            )}
          >
            <Upload className="size-4" aria-hidden />
            {upload.isPending ? t("promotions.image_uploading") : t("promotions.image_upload")}
          </label>
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {t("promotions.image_hint")}
          </p>
          <label htmlFor={`${id}-url`} className="mt-1 text-muted-foreground text-xs">
            {t("promotions.image_url")}
          </label>
          <Input
            id={`${id}-url`}
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={Boolean(message)}
            aria-describedby={message ? `${id}-error` : undefined}
            className="font-mono text-xs md:text-xs"
            {...inputProps}
            onChange={(event) => {
              clearProblem();
              void inputProps.onChange?.(event);
            }}
          />
          <FieldError id={`${id}-error`} message={validationText(t, message)} />
        </div>
      </div>
    </fieldset>
  );
}
