import type { Provider, ProviderTest } from "@kham/contract";
import { PlugZap } from "lucide-react";
import { useTranslation } from "@/lib/i18n-react";
import type { TFunction } from "@/lib/translator";
import { useTestGameProvider } from "../api/test-game-provider";
import { ConnectionTest } from "./connection-test";

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
  return (
    <ConnectionTest
      test={test}
      hint={t("settings.provider_test_hint")}
      label={t("settings.provider_test")}
      icon={<PlugZap />}
      resultTestId="provider-test-result"
    >
      {(result) => (
        <span>
          {resultText(t, result)}
          {result.latencyMs === null ? null : (
            <span className="ms-2 text-muted-foreground" data-testid="provider-test-latency">
              {t("settings.provider_latency", { ms: result.latencyMs })}
            </span>
          )}
        </span>
      )}
    </ConnectionTest>
  );
}
