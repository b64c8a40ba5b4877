import type { Provider, ProviderTest } from "@kham/contract";
import { CircleAlert, CircleCheck, PlugZap } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import type { TFunction } from "@/lib/translator";
import { useTestGameProvider } from "../api/test-game-provider";

/** What the test found, in the staff's words: the failure's own text, never the provider's English. */
function resultText(t: TFunction, result: ProviderTest): string {
  if (result.ok) return t("settings.provider_test_ok");
  if (result.failure) return t(`settings.provider_test_failure.${result.failure}`);
  return t("settings.provider_test_failed");
}

/** Reads a probe member's balance with the stored account and says how it went. */
export function GameProviderTest({ agency, provider }: { agency: string; provider: Provider }) {
  const { t } = useTranslation();
  const test = useTestGameProvider(agency, provider);
  const result = test.data;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-xs">{t("settings.provider_test_hint")}</p>
        <Button
          type="button"
          variant="secondary"
          disabled={test.isPending}
          onClick={() => test.mutate()}
          className="w-full sm:w-auto"
        >
          {test.isPending ? <Spinner /> : <PlugZap />}
          {t("settings.provider_test")}
        </Button>
      </div>
      <div role="status" aria-live="polite" data-testid="provider-test-result">
        {test.isError ? (
          <p className="flex items-start gap-2 text-danger text-sm">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t(errorKey(test.error))}
          </p>
        ) : result ? (
          <p
            className={
              result.ok
                ? "flex items-start gap-2 text-sm text-success"
                : "flex items-start gap-2 text-danger text-sm"
            }
          >
            {result.ok ? (
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            )}
            <span>
              {resultText(t, result)}
              {result.latencyMs === null ? null : (
                <span className="ms-2 text-muted-foreground" data-testid="provider-test-latency">
                  {t("settings.provider_latency", { ms: result.latencyMs })}
                </span>
              )}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
