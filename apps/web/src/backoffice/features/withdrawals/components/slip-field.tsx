import { Trash2, Upload } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { useImageChooser } from "../../../lib/image-file";
import { useUploadSlip } from "../api/upload-slip";

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
  const upload = useUploadSlip(agency);
  const { problem, choose } = useImageChooser(upload, onChange);

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
