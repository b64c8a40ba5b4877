import {
  AMOUNT_PATTERN,
  type CreateCreditTransferBody,
  type CreditTransfer,
  compareDecimal,
  type PromotionUsage,
  type Provider,
  providers,
} from "@kham/contract";
import { ArrowDown, ArrowRightLeft, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { ProviderMark } from "@/components/provider-mark";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { NumericInput } from "@/components/ui/input";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { Spinner } from "@/components/ui/spinner";
import { useCredits } from "@/features/credits/api/get-credits";
import { isApiError } from "@/lib/api-client";
import { formatCredit } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { useTypedBeforeHydration } from "@/lib/use-typed-before-hydration";
import { newRequestKey, useCreateTransfer } from "../api/create-transfer";
import { providerHeldByPromotion, transferAmountProblem, transferFailure } from "../rules";

export interface TransferFormProps {
  /** The player's promotion, if one is in use: its game's credit can neither leave nor arrive. */
  promotionUsage?: PromotionUsage | null | undefined;
  onCreated: (transfer: CreditTransfer) => void;
}

type Credits = Map<Provider, string>;

/** The game holding the most credit, other than `except`; the first free one when none holds any. */
function richest(credits: Credits, free: readonly Provider[], except?: Provider): Provider | undefined {
  let best: Provider | undefined;
  for (const provider of free) {
    if (provider === except) continue;
    const amount = credits.get(provider);
    if (best === undefined) best = provider;
    else if (amount && AMOUNT_PATTERN.test(amount) && compareDecimal(amount, credits.get(best) ?? "0") > 0)
      best = provider;
  }
  return best;
}

/** From one game to another: each game's credit on its tile, and the server's refusals in the player's words. */
export function TransferForm({ promotionUsage, onCreated }: TransferFormProps) {
  const { t } = useTranslation();
  const credits = useCredits();
  const create = useCreateTransfer();
  const held = providerHeldByPromotion(promotionUsage);
  const free = providers.filter((provider) => provider !== held);
  const creditOf: Credits = new Map(
    credits.data?.credits.map((entry) => [entry.provider, entry.credit.amount]),
  );
  const [defaults] = useState<CreateCreditTransferBody>(() => {
    const from = richest(creditOf, free) ?? providers[0];
    return { from, to: free.find((provider) => provider !== from) ?? providers[1], amount: "" };
  });
  const form = useForm<CreateCreditTransferBody>({ defaultValues: defaults });
  const formRef = useTypedBeforeHydration(form.setValue);
  const { errors } = form.formState;
  const [from, to] = useWatch({ control: form.control, name: ["from", "to"] });
  const available = creditOf.get(from);
  // A request whose answer never came is sent again under its key, so it cannot move the credit twice.
  const lastRequest = useRef<{ body: string; key: string }>(undefined);

  // The credit arrives after the first render: start from the game holding the most, unless the player chose.
  const richestNow = credits.data ? richest(creditOf, free) : undefined;
  useEffect(() => {
    if (!richestNow || form.getFieldState("from").isDirty) return;
    form.setValue("from", richestNow);
  }, [richestNow, form]);

  // "To" can never be "from": choosing a game as the source moves the destination elsewhere.
  useEffect(() => {
    if (from === to) {
      const other = free.find((provider) => provider !== from);
      if (other) form.setValue("to", other);
    }
  }, [from, to, free, form]);

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors("root");
    const body = { from: values.from, to: values.to, amount: values.amount.trim() };
    const serialised = JSON.stringify(body);
    const key = lastRequest.current?.body === serialised ? lastRequest.current.key : newRequestKey();
    lastRequest.current = { body: serialised, key };
    try {
      const transfer = await create.mutateAsync({ body, requestKey: key });
      lastRequest.current = undefined;
      form.setValue("amount", "");
      onCreated(transfer);
    } catch (error) {
      // Only a request that may not have arrived keeps its key; a refusal is an answer.
      if (isApiError(error)) lastRequest.current = undefined;
      const failure = transferFailure(error);
      form.setError(
        failure.field ?? "root",
        { message: t(failure.key) },
        { shouldFocus: Boolean(failure.field) },
      );
    }
  });

  const tile = (field: "from" | "to", provider: Provider) => {
    const credit = creditOf.get(provider);
    const locked = provider === held || (field === "to" && provider === from);
    return (
      <RadioTile
        key={provider}
        value={provider}
        tileClassName="min-h-14 gap-2.5 py-2"
        defaultChecked={provider === defaults[field]}
        {...form.register(field, { required: "validation.required" })}
        disabled={locked}
      >
        <ProviderMark provider={provider} className="size-7 shrink-0" />
        <span className="min-w-0 leading-tight">
          <span className="block truncate font-semibold">{t(`provider.${provider}`)}</span>
          <span
            className="block text-muted-foreground text-xs tabular-nums"
            data-testid={`transfer-${field}-credit-${provider}`}
          >
            {credit ? `${formatCredit(credit)} THB` : "—"}
          </span>
        </span>
        {provider === held ? <Lock className="ml-auto size-4 shrink-0 text-gold" aria-hidden /> : null}
      </RadioTile>
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FieldGroup>
        <RadioTiles legend={t("transfer.from")} data-invalid={Boolean(errors.from)}>
          <div className="grid grid-cols-2 gap-2">{providers.map((provider) => tile("from", provider))}</div>
          <FieldError message={errors.from?.message ? t(errors.from.message) : undefined} />
        </RadioTiles>

        <ArrowDown className="mx-auto -my-2 size-5 text-gold/70" aria-hidden />

        <RadioTiles legend={t("transfer.to")} data-invalid={Boolean(errors.to)}>
          <div className="grid grid-cols-2 gap-2">{providers.map((provider) => tile("to", provider))}</div>
          <FieldError message={errors.to?.message ? t(errors.to.message) : undefined} />
        </RadioTiles>

        {held ? (
          <p className="flex items-start gap-2 rounded-lg border border-gold/30 bg-gold/5 px-3 py-2 text-sm">
            <Lock className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
            {t("transfer.promotion_held", { provider: t(`provider.${held}`) })}
          </p>
        ) : null}

        <Field data-invalid={Boolean(errors.amount)}>
          <FieldLabel htmlFor="transfer-amount">{t("transfer.amount")} (THB)</FieldLabel>
          <div className="flex gap-2">
            <NumericInput
              id="transfer-amount"
              decimals={2}
              autoComplete="off"
              placeholder="0.00"
              aria-invalid={Boolean(errors.amount)}
              aria-describedby="transfer-available"
              className="h-12 font-semibold text-lg tabular-nums"
              {...form.register("amount", {
                validate: (value) => {
                  const problem = transferAmountProblem(value, creditOf.get(form.getValues("from")));
                  return problem ? t(problem.key) : true;
                },
              })}
            />
            <Button
              type="button"
              variant="secondary"
              className="h-12 shrink-0"
              disabled={!available || !AMOUNT_PATTERN.test(available) || compareDecimal(available, "0") === 0}
              onClick={() => available && form.setValue("amount", available, { shouldValidate: true })}
            >
              {t("transfer.all")}
            </Button>
          </div>
          <FieldDescription id="transfer-available">
            {available !== undefined
              ? t("transfer.available", { amount: formatCredit(available), provider: t(`provider.${from}`) })
              : null}
          </FieldDescription>
          <FieldError message={errors.amount?.message} />
        </Field>
      </FieldGroup>

      {errors.root?.message ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger text-sm"
        >
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={create.isPending}>
        {create.isPending ? <Spinner className="size-4" /> : <ArrowRightLeft />} {t("transfer.submit")}
      </Button>
    </form>
  );
}
