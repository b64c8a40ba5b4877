import { socialLinks } from "@kham/contract";
import { createFileRoute, Link } from "@tanstack/react-router";
import {
  AlarmClock,
  Coffee,
  HeartHandshake,
  LifeBuoy,
  PiggyBank,
  ShieldOff,
  TrendingDown,
} from "lucide-react";
import type { ComponentType } from "react";
import { AdultsOnlyMark } from "@/components/layout/adults-only-mark";
import { SocialBadge } from "@/components/layout/social-badge";
import { socialLinkLooks, socialLinkUrl } from "@/components/layout/social-links";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { useTranslation } from "@/lib/i18n-react";
import { useDocumentTitle } from "@/lib/use-document-title";

/** Public, for visitors and players alike: what the protection tools do, signs of a problem, where to get help. */
export const Route = createFileRoute("/responsible-gaming")({
  component: ResponsibleGaming,
});

interface Tool {
  icon: ComponentType<{ className?: string }>;
  title: string;
  text: string;
}

const tools: Tool[] = [
  { icon: PiggyBank, title: "responsible.tools.deposit_title", text: "responsible.tools.deposit_text" },
  { icon: TrendingDown, title: "responsible.tools.loss_title", text: "responsible.tools.loss_text" },
  { icon: AlarmClock, title: "responsible.tools.reminder_title", text: "responsible.tools.reminder_text" },
  { icon: Coffee, title: "responsible.tools.cool_off_title", text: "responsible.tools.cool_off_text" },
  { icon: ShieldOff, title: "responsible.tools.exclusion_title", text: "responsible.tools.exclusion_text" },
];

const signs = [
  "responsible.signs.more_than_planned",
  "responsible.signs.chasing",
  "responsible.signs.borrowing",
  "responsible.signs.hiding",
  "responsible.signs.neglect",
  "responsible.signs.mood",
  "responsible.signs.cannot_stop",
];

const help = [
  "responsible.help.family",
  "responsible.help.doctor",
  "responsible.help.support",
  "responsible.help.urgent",
];

const card = "rounded-2xl border border-gold/25 bg-surface/90 p-4 sm:p-6";

function ResponsibleGaming() {
  const { t } = useTranslation();
  const agency = useAgencyInfo();
  useDocumentTitle(t("responsible.title"), agency.name);
  const channels = socialLinks.flatMap((link) => {
    const url = socialLinkUrl(agency, link);
    return url ? [{ link, url }] : [];
  });

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-5 py-2 sm:py-6">
      <header className="flex flex-col gap-3">
        <h1 className="flex items-center gap-3 font-bold text-2xl text-gold-gradient">
          <AdultsOnlyMark className="size-10 text-xs" />
          {t("responsible.title")}
        </h1>
        <p className="text-muted-foreground">{t("responsible.intro")}</p>
        <p className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
          {t("responsible.adults")}
        </p>
      </header>

      <section aria-labelledby="responsible-tools" className={card}>
        <h2 id="responsible-tools" className="mb-1 font-bold text-gold-light text-lg">
          {t("responsible.tools.title")}
        </h2>
        <p className="mb-4 text-muted-foreground text-sm">{t("responsible.tools.how")}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {tools.map((tool) => (
            <li
              key={tool.title}
              className="flex gap-3 rounded-xl border border-border bg-background-elevated p-3"
            >
              <tool.icon className="mt-0.5 size-5 shrink-0 text-gold-light" aria-hidden />
              <span>
                <span className="block font-semibold">{t(tool.title)}</span>
                <span className="block text-muted-foreground text-sm">{t(tool.text)}</span>
              </span>
            </li>
          ))}
        </ul>
        <Link
          to="/player/protection"
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-gold-light underline underline-offset-4"
        >
          {t("responsible.tools.open")}
        </Link>
      </section>

      <section aria-labelledby="responsible-signs" className={card}>
        <h2 id="responsible-signs" className="mb-3 font-bold text-gold-light text-lg">
          {t("responsible.signs.title")}
        </h2>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
          {signs.map((sign) => (
            <li key={sign}>{t(sign)}</li>
          ))}
        </ul>
        <p className="mt-3 text-muted-foreground text-sm">{t("responsible.signs.after")}</p>
      </section>

      <section aria-labelledby="responsible-help" className={card}>
        <h2 id="responsible-help" className="mb-3 flex items-center gap-2 font-bold text-gold-light text-lg">
          <HeartHandshake className="size-5" aria-hidden />
          {t("responsible.help.title")}
        </h2>
        <ul className="flex flex-col gap-2 text-sm">
          {help.map((item) => (
            <li key={item} className="flex gap-2">
              <LifeBuoy className="mt-0.5 size-4 shrink-0 text-gold-light" aria-hidden />
              <span>{t(item)}</span>
            </li>
          ))}
        </ul>
        {channels.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-3" aria-label={t("contact.title")}>
            {channels.map(({ link, url }) => (
              <li key={link}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border px-3 text-sm outline-none hover:border-gold/60 focus-visible:ring-2 focus-visible:ring-gold"
                >
                  <SocialBadge link={link} className="size-7" />
                  {t(socialLinkLooks[link].textKey)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </article>
  );
}
