import { WifiOff } from "lucide-react";
import { useTranslation } from "@/lib/i18n-react";

/** The app still opens from the service worker's copy; only the data waits for the network. */
export function OfflineNotice({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-3 top-[4.5rem] z-40 flex justify-center">
      {!online && (
        <p className="flex max-w-md items-center gap-2.5 rounded-full border border-warning/50 bg-surface-raised/95 px-4 py-2 text-foreground text-sm shadow-[0_8px_24px_-6px_rgb(0_0_0/0.8)] backdrop-blur animate-fade-in">
          <WifiOff aria-hidden="true" className="size-4 shrink-0 text-warning" />
          {t("app.offline")}
        </p>
      )}
    </div>
  );
}
