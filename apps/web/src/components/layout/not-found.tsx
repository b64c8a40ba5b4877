import { Link } from "@tanstack/react-router";
import { House } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p aria-hidden="true" className="text-gold-gradient font-semibold text-7xl leading-none tracking-tight">
        404
      </p>
      <h1 className="font-semibold text-2xl text-foreground">{t("common.not_found")}</h1>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">
          <House />
          {t("common.go_home")}
        </Link>
      </Button>
    </section>
  );
}
