import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { PageHeader } from "../../components/page-header";
import { settingsQueryOptions } from "../../features/settings/api/get-settings";
import { SettingsSections } from "../../features/settings/components/settings-sections";
import { allow } from "../../lib/guards";

export const Route = createFileRoute("/$agency/settings")({
  beforeLoad: allow("settings"),
  component: SettingsScreen,
});

/** One card per subject, each saved on its own, so one never resets another's unsaved change. */
function SettingsScreen() {
  const { t } = useTranslation();
  const { agency } = Route.useParams();
  const settings = useQuery(settingsQueryOptions(agency));
  return (
    <>
      <PageHeader title={t("nav.settings")} description={t("settings.intro")} />
      {settings.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" />
        </div>
      ) : settings.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger/40 bg-danger/10 p-4 text-danger text-sm"
        >
          {t(errorKey(settings.error))}
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            <RotateCw />
            {t("settings.retry")}
          </Button>
        </div>
      ) : (
        <SettingsSections agency={agency} settings={settings.data} />
      )}
    </>
  );
}
