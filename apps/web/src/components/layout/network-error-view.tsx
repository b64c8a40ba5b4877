import { RotateCcw, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

/** A lost or failing network in the player's words: nothing is broken, try again when connected. */
export function NetworkErrorView({ retry, fullPage = false }: { retry: () => void; fullPage?: boolean }) {
  // Shown when translations may not have loaded either: it must never suspend itself.
  const { t, ready } = useTranslation({ suspend: false });
  return (
    <section
      role="alert"
      aria-labelledby="network-error-title"
      className={cn(
        "mx-auto flex max-w-lg flex-col items-center justify-center gap-4 px-6 py-16 text-center",
        // Without the app's frame, the offline notice floats over the top: the view keeps clear of it.
        fullPage ? "min-h-dvh pt-32" : "min-h-[50dvh]",
      )}
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-warning/15 text-warning">
        <WifiOff aria-hidden="true" className="size-7" />
      </span>
      <h1 id="network-error-title" className="font-semibold text-foreground text-xl">
        {ready ? t("network.title") : ""}
      </h1>
      <p className="text-muted-foreground text-sm">{ready ? t("network.text") : ""}</p>
      <Button size="lg" onClick={retry}>
        <RotateCcw />
        {ready ? t("network.retry") : ""}
      </Button>
    </section>
  );
}
