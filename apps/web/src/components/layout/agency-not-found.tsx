import { Store } from "lucide-react";
import { useTranslation } from "@/lib/i18n-react";

/** Shown when the host belongs to no agency: nothing of any agency is known, so the look stays neutral. */
export function AgencyNotFound() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center px-6 py-16">
      <section className="border-gold-gradient flex w-full max-w-md flex-col items-center gap-4 rounded-2xl px-6 py-10 text-center shadow-[0_24px_64px_-24px_rgb(0_0_0/0.9)]">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-gold/10 text-gold-light ring-1 ring-gold/30">
          <Store className="size-8" />
        </span>
        <h1 className="font-semibold text-foreground text-xl leading-snug">{t("agency_not_found.title")}</h1>
        <p className="text-muted-foreground">{t("agency_not_found.contact")}</p>
        <p className="text-muted-foreground/80 text-sm">{t("agency_not_found.apology")}</p>
      </section>
    </main>
  );
}
