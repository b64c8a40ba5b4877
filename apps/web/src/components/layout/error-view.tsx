import { RotateCcw, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";

export interface ErrorViewProps {
  error: unknown;
  /** Retries what failed; without it the page is reloaded. */
  reset?: () => void;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : JSON.stringify(error);
}

/** "Something went wrong!" with a Show Error / Hide Error toggle. */
export function ErrorView({ error, reset }: ErrorViewProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const detailsId = useId();

  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[50dvh] max-w-lg flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-danger/15 text-danger">
        <TriangleAlert className="size-7" />
      </span>
      <h1 className="font-semibold text-foreground text-xl">{t("error_view.title")}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          variant="outline"
          aria-expanded={shown}
          aria-controls={detailsId}
          onClick={() => setShown(!shown)}
        >
          {shown ? t("error_view.hide") : t("error_view.show")}
        </Button>
        <Button onClick={() => (reset ? reset() : window.location.reload())}>
          <RotateCcw />
          {t("error_view.retry")}
        </Button>
      </div>
      {shown && (
        <pre
          id={detailsId}
          className="w-full overflow-x-auto whitespace-pre-wrap break-words rounded-lg border border-border bg-surface p-4 text-left text-danger text-xs"
        >
          {messageOf(error)}
        </pre>
      )}
    </section>
  );
}
