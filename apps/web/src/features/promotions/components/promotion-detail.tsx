import type { Promotion, Provider } from "@kham/contract";
import { Link, useNavigate } from "@tanstack/react-router";
import { Gift, SearchX, ShieldBan, Sparkles } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ProviderMark } from "@/components/provider-mark";
import { DepositIcon } from "@/components/screen-icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { useLocalised } from "@/lib/localised-text";
import { useBlocking } from "../api/get-blocking";
import { useCurrentUsage } from "../api/get-current-usage";
import { usePromotion } from "../api/get-promotion";
import { useTakePromotion } from "../api/promotion-actions";
import { isInUse, takeFailure } from "../rules";
import { FirstDepositTaken } from "./promotion-card";
import { PromotionImage } from "./promotion-image";
import { PromotionTerms } from "./promotion-terms";

/** One promotion with its full text and terms, and the place where the player takes it. */
export function PromotionDetail({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation();
  const text = useLocalised();
  const promotion = usePromotion(promotionId);
  if (promotion.isPending) return <Spinner className="mx-auto my-8" />;
  if (promotion.isError) {
    return (
      <p role="alert" className="text-danger text-sm">
        {t(errorKey(promotion.error))}
      </p>
    );
  }
  if (promotion.data === null) return <PromotionNotFound />;
  const { data } = promotion;
  const title = text(data.title);
  return (
    <article
      aria-labelledby="promotion-title"
      className="overflow-hidden rounded-2xl border border-gold/30 bg-surface/90 shadow-[0_8px_32px_-12px_rgb(0_0_0/0.8)] md:grid md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      {/* Beside the text on a wide screen, so the button stays in view. */}
      <PromotionImage
        src={data.imageUrl}
        alt={title}
        eager
        className="md:sticky md:top-32 md:m-6 md:mr-0 md:w-[calc(100%-1.5rem)] md:self-start md:rounded-xl md:border md:border-border"
      />
      <div className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex flex-col gap-2">
          {data.kind === "FIRST_DEPOSIT" ? (
            <Badge colour="gold" className="self-start">
              <Sparkles className="size-3" aria-hidden /> {t("promotion.kind.FIRST_DEPOSIT")}
            </Badge>
          ) : null}
          <h2 id="promotion-title" className="font-bold text-2xl text-gold-gradient leading-snug">
            {title}
          </h2>
          <p className="text-muted-foreground text-sm leading-relaxed">{text(data.description)}</p>
          <p className="text-muted-foreground text-xs">
            {data.endsAt
              ? t("promotion.valid_until", { date: formatDateTime(data.endsAt) })
              : t("promotion.no_end")}
          </p>
        </div>
        <PromotionTerms promotion={data} />
        <TakePromotion promotion={data} />
      </div>
    </article>
  );
}

function PromotionNotFound() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="promotion-not-found"
      className="flex flex-col items-center gap-4 rounded-2xl border border-border border-dashed bg-surface/60 px-6 py-10 text-center"
    >
      <SearchX className="size-12 text-gold/60" aria-hidden />
      <h2 id="promotion-not-found" className="font-semibold text-gold-light text-lg">
        {t("promotion.not_found.title")}
      </h2>
      <p className="max-w-sm text-muted-foreground text-sm">{t("promotion.not_found.text")}</p>
      <Button asChild>
        <Link to="/player/promotion">
          <Gift /> {t("promotion.not_found.back")}
        </Link>
      </Button>
    </section>
  );
}

/** One promotion at a time; taking it leads straight to the deposit that earns the bonus. */
function TakePromotion({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const blocking = useBlocking();
  const current = useCurrentUsage();
  const take = useTakePromotion();
  const [provider, setProvider] = useState<Provider>(promotion.providers[0]!);
  const [failure, setFailure] = useState<string>();

  if (blocking.isPending || current.isPending) return <Spinner className="mx-auto my-2" />;
  if (blocking.data?.blocked) {
    return (
      <p
        role="alert"
        className="flex items-start gap-3 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-danger text-sm"
      >
        <ShieldBan className="mt-0.5 size-5 shrink-0" aria-hidden />
        {t("errors.PLAYER_BLOCKED")}
      </p>
    );
  }
  const usage = isInUse(current.data) ? current.data : undefined;
  if (usage) {
    const thisOne = usage.promotion.id === promotion.id;
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-gold/40 bg-gold/5 px-4 py-3 text-sm">
        <p>
          {thisOne
            ? t("promotion.detail.using_this", { provider: t(`provider.${usage.provider}`) })
            : t("promotion.detail.using_other")}
        </p>
        <div className="flex flex-wrap gap-2">
          {thisOne && !usage.deposited ? (
            <Button asChild>
              <Link to="/player/deposit">
                <DepositIcon /> {t("promotion.current.deposit_now")}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="secondary">
            <Link to="/player/promotion">
              <Gift /> {t("promotion.detail.see_current")}
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  if (promotion.kind === "FIRST_DEPOSIT" && blocking.data?.hasDeposited) return <FirstDepositTaken />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    try {
      await take.mutateAsync({ promotionId: promotion.id, providerId: provider });
      // The bonus comes with the deposit, so that is the player's next step.
      await navigate({ to: "/player/deposit" });
    } catch (error) {
      const message = takeFailure(error);
      setFailure(t(message.key, message.values));
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 border-border border-t pt-5" noValidate>
      <RadioTiles legend={t("promotion.detail.choose_provider")}>
        <div className="grid grid-cols-2 gap-2">
          {promotion.providers.map((name) => (
            <RadioTile
              key={name}
              name="promotion-provider"
              value={name}
              checked={provider === name}
              onChange={() => setProvider(name)}
            >
              <ProviderMark provider={name} className="size-6" />
              <span className="truncate font-semibold">{t(`provider.${name}`)}</span>
            </RadioTile>
          ))}
        </div>
      </RadioTiles>
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger text-sm"
        >
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={take.isPending}>
        {take.isPending ? <Spinner className="text-gold-foreground" /> : <Gift />}{" "}
        {t("promotion.detail.take")}
      </Button>
      <p className="text-center text-muted-foreground text-xs">{t("promotion.detail.one_at_a_time")}</p>
    </form>
  );
}
