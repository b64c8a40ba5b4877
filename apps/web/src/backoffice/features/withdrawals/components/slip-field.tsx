import { Trash2, Upload } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { imageFileProblem } from "../../../lib/image-file";
import { useUploadSlip } from "../api/upload-slip";

/** The upload's failure as a message: the server's reason for the image, or the error's. */
function uploadFailure(error: unknown): string {
  if (isApiError(error) && error.fields?.image) return error.fields.image;
  return errorKey(error);
}

/** The transfer slip, optional: upload a photo or screenshot (its stored URL is the value), see it, remove it. */
export function SlipField({
  agency,
  value,
  onChange,
  error,
}: {
  agency: string;
  value: string | undefined;
  onChange: (url: string | undefined) => void;
  /** The server's refusal of the slip (a translation key). */
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | undefined>();
  const upload = useUploadSlip(agency, {
    onSuccess: (image) => onChange(image.url),
    onError: (failure) => setProblem(uploadFailure(failure)),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = "";
    if (file === undefined) return;
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused === undefined) upload.mutate(file);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a border and legend the form does not use
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <span id={`${id}-label`} className="font-medium text-muted-foreground text-sm">
        {t("withdrawals.slip")}
      </span>
      <div className="flex items-center gap-3">
        {value ? (
          <a
            href={value}
            target="_blank"
            rel="noopener noreferrer"
            className="shrink-0 overflow-hidden rounded-lg border border-border"
          >
            <img
              src={value}
              alt={t("withdrawals.slip_view")}
              className="size-16 object-cover"
              data-testid="slip-preview"
            />
          </a>
        ) : null}
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="peer sr-only"
          disabled={upload.isPending}
          onChange={choose}
        />
        <label
          htmlFor={`${id}-file`}
          className={cn(
            "inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-gold/60 px-4 font-semibold text-gold-light text-sm transition-colors hover:border-gold hover:bg-gold/10 peer-focus-visible:ring-2 peer-focus-visible:ring-gold",
            upload.isPending && "pointer-events-none opacity-50",
          )}
        >
          {upload.isPending ? <Spinner className="size-4" /> : <Upload className="size-4" aria-hidden />}
          {upload.isPending ? t("withdrawals.slip_uploading") : t("withdrawals.slip_upload")}
        </label>
        {value ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t("withdrawals.slip_remove")}
            onClick={() => onChange(undefined)}
          >
            <Trash2 />
          </Button>
        ) : null}
      </div>
      <FieldError message={problem ?? error} />
    </div>
  );
}
