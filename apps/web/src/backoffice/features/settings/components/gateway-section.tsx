import { useQuery } from "@tanstack/react-query";
import { Landmark, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { paymentGatewayQueryOptions } from "../api/get-payment-gateway";
import { GatewayForm } from "./gateway-form";
import { GatewaySummary } from "./gateway-summary";
import { SettingsSection } from "./section";

/** Where players' deposits are paid: the sandbox or the agency's own PhaJay account; only an owner changes it. */
export function GatewaySection({ agency, editable }: { agency: string; editable: boolean }) {
  const { t } = useTranslation();
  const gateway = useQuery(paymentGatewayQueryOptions(agency));
  return (
    <SettingsSection
      id="gateway"
      icon={Landmark}
      title={t("settings.gateway")}
      description={t("settings.gateway_intro")}
    >
      {gateway.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner className="size-6" />
        </div>
      ) : gateway.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-danger text-sm">
          {t(errorKey(gateway.error))}
          <Button variant="secondary" size="sm" onClick={() => void gateway.refetch()}>
            <RotateCw />
            {t("settings.retry")}
          </Button>
        </div>
      ) : (
        <>
          <GatewaySummary gateway={gateway.data} />
          {editable ? (
            <GatewayForm agency={agency} gateway={gateway.data} />
          ) : (
            <p className="text-muted-foreground text-sm">{t("settings.gateway_owner_only")}</p>
          )}
        </>
      )}
    </SettingsSection>
  );
}
