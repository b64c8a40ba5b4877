import { Share } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";
import type { InstallWay } from "./install-hint-rules";

export interface InstallHintProps {
  way: InstallWay;
  onInstall: () => void;
  onDismiss: () => void;
}

/** Sits above the phone's bottom bar so deposit and withdraw stay reachable. */
export function InstallHint({ way, onInstall, onDismiss }: InstallHintProps) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="install-hint-title"
      className="fixed inset-x-3 bottom-4 z-40 mx-auto max-w-md rounded-2xl border border-gold/30 bg-surface/95 p-3 shadow-[0_12px_40px_-8px_rgb(0_0_0/0.9)] backdrop-blur-md animate-fade-in phone:bottom-[calc(6.75rem+env(safe-area-inset-bottom))]"
    >
      <div className="flex items-start gap-3">
        <img src="/favicon.svg" alt="" width={44} height={44} className="mt-0.5 size-11 shrink-0" />
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 id="install-hint-title" className="font-semibold text-gold-light text-sm">
            {t("app.install.title")}
          </h2>
          {way === "prompt" ? (
            <p className="mt-0.5 text-muted-foreground text-sm">{t("app.install.body")}</p>
          ) : (
            <p className="mt-0.5 text-muted-foreground text-sm">
              <Share aria-hidden="true" className="mr-1 inline size-4 align-[-0.2em] text-gold-light" />
              {t("app.install.ios_steps")}
            </p>
          )}
        </div>
      </div>
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="ghost" onClick={onDismiss}>
          {t("app.install.later")}
        </Button>
        {way === "prompt" && <Button onClick={onInstall}>{t("app.install.button")}</Button>}
      </div>
    </aside>
  );
}
