import { zodResolver } from "@hookform/resolvers/zod";
import { type Currency, compareDecimal, convert, currencies, setRateBody } from "@kham/contract";
import { ArrowLeftRight, TriangleAlert } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import type { AgencySettings } from "../api/get-settings";
import { useSetRate } from "../api/set-rate";
import { keyedIssues, showServerError } from "../form-errors";
import { SaveRow, SettingsSection } from "./section";

/** How many credits the worked example under each rate converts. */
const EXAMPLE_CREDITS = "100";
const RATE = /^\d{1,12}(\.\d{1,6})?$/;

interface RateInput {
  buy: string;
  sell: string;
}

/** Units of currency per credit: sell is what a player pays for one, buy what the agency pays back. */
export function RatesSection({ agency, settings }: { agency: string; settings: AgencySettings }) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="rates"
      icon={ArrowLeftRight}
      title={t("settings.rates")}
      description={t("settings.rates_intro")}
    >
      <dl className="grid gap-2 rounded-xl border border-gold/20 bg-gold/5 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-gold-light">{t("settings.rate_sell")}</dt>
          <dd className="text-muted-foreground">{t("settings.rate_sell_explain")}</dd>
        </div>
        <div>
          <dt className="font-semibold text-gold-light">{t("settings.rate_buy")}</dt>
          <dd className="text-muted-foreground">{t("settings.rate_buy_explain")}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-4">
        {currencies.map((currency) => (
          <RateForm
            key={currency}
            agency={agency}
            currency={currency}
            rate={settings.rates.find((rate) => rate.currency === currency)}
          />
        ))}
      </div>
    </SettingsSection>
  );
}

function RateForm({
  agency,
  currency,
  rate,
}: {
  agency: string;
  currency: Currency;
  rate: { buy: string; sell: string } | undefined;
}) {
  const { t } = useTranslation();
  const values = useMemo(() => ({ buy: rate?.buy ?? "", sell: rate?.sell ?? "" }), [rate?.buy, rate?.sell]);
  const form = useForm<RateInput>({ resolver: zodResolver(setRateBody, keyedIssues), values });
  const save = useSetRate(agency, currency, () => t("settings.rate_saved", { currency }));
  const { errors, isDirty, isSubmitting } = form.formState;
  const [buy, sell] = form.watch(["buy", "sell"]);
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
    } catch (error) {
      showServerError(form, error, ["buy", "sell"]);
    }
  });
  const id = `rate-${currency}`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("settings.rate_of", { currency })}
      className="flex flex-col gap-3 rounded-xl border border-border bg-background/40 p-4"
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-gold-light text-lg">{currency}</span>
        <span className="text-muted-foreground text-xs">{t("settings.rate_unit", { currency })}</span>
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <FormTextField
          id={`${id}-sell`}
          label={t("settings.rate_sell")}
          error={errors.sell?.message}
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          {...form.register("sell")}
        />
        <FormTextField
          id={`${id}-buy`}
          label={t("settings.rate_buy")}
          error={errors.buy?.message}
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          {...form.register("buy")}
        />
        <SaveRow
          pending={isSubmitting}
          disabled={!isDirty}
          error={errors.root?.message}
          className="col-span-2 sm:col-span-1 sm:mt-7"
        />
      </div>
      <RateExample currency={currency} buy={buy} sell={sell} />
    </form>
  );
}

/** The rate worked through on 100 credits, so a misplaced digit shows before it is saved. */
function RateExample({ currency, buy, sell }: { currency: Currency; buy: string; sell: string }) {
  const { t } = useTranslation();
  if (!RATE.test(buy) || !RATE.test(sell)) return null;
  const rates = [{ currency, buy, sell }];
  const pays = convert("DEPOSIT_FROM", EXAMPLE_CREDITS, currency, rates);
  const paidOut = convert("WITHDRAW", EXAMPLE_CREDITS, currency, rates);
  return (
    <div className="flex flex-col gap-1 text-muted-foreground text-xs">
      <p>
        {t("settings.rate_example", {
          credits: EXAMPLE_CREDITS,
          pays: `${formatNumber(pays)} ${currency}`,
          paidOut: `${formatNumber(paidOut)} ${currency}`,
        })}
      </p>
      {compareDecimal(buy, sell) > 0 ? (
        <p className="flex items-center gap-1.5 text-warning">
          <TriangleAlert aria-hidden className="size-3.5 shrink-0" />
          {t("settings.rate_buy_above_sell")}
        </p>
      ) : null}
    </div>
  );
}
