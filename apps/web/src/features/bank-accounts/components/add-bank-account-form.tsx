import { type AddBankAccountBody, accountNumberLength, BANK_ACCOUNT_CURRENCY } from "@kham/contract";
import { ArrowRight, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { BankLogo } from "@/components/bank-logo";
import { Button } from "@/components/ui/button";
import { FieldError, FieldGroup } from "@/components/ui/field";
import { FormTextField } from "@/components/ui/form-text-field";
import { NumericInput } from "@/components/ui/input";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useBanks } from "@/features/banks/api/get-banks";
import { useTranslation } from "@/lib/i18n-react";
import { lazyResolver } from "@/lib/lazy-resolver";
import { validationText } from "@/lib/messages";
import { useTypedBeforeHydration } from "@/lib/use-typed-before-hydration";
import { useAddBankAccount } from "../api/add-bank-account";
import { bankAccountFailure } from "../errors";
import { BankAccountConfirm } from "./bank-account-confirm";

const resolver = lazyResolver(async () => (await import("../validation")).addBankAccountResolver);

/**
 * The player's one bank account — bank, number, name, LAK. It cannot be changed afterwards, so a
 * valid form first shows what will be saved and saves only once the player confirms it.
 */
export function AddBankAccountForm({ onAdded }: { onAdded?: () => void }) {
  const { t } = useTranslation();
  const banks = useBanks();
  const add = useAddBankAccount();
  const form = useForm<AddBankAccountBody>({
    resolver,
    defaultValues: { bankCode: "", accountNumber: "", accountName: "", currency: BANK_ACCOUNT_CURRENCY },
  });
  // A player may pick a bank and type before the app has taken the server's form over.
  const formRef = useTypedBeforeHydration(form.setValue);
  const { errors } = form.formState;
  const length = accountNumberLength(useWatch({ control: form.control, name: "bankCode" }));
  const [checking, setChecking] = useState<AddBankAccountBody>();
  // The field the server refused, focused once the form is back on screen.
  const [refused, setRefused] = useState<keyof AddBankAccountBody>();

  useEffect(() => {
    if (checking === undefined && refused !== undefined) form.setFocus(refused);
  }, [checking, refused, form]);

  const submit = form.handleSubmit((body) => {
    setRefused(undefined);
    setChecking(body);
  });

  const save = async (body: AddBankAccountBody) => {
    try {
      await add.mutateAsync(body);
      onAdded?.();
    } catch (error) {
      const failure = bankAccountFailure(error);
      setChecking(undefined);
      const fields = Object.entries(failure.fields) as [keyof AddBankAccountBody, string][];
      for (const [field, message] of fields) form.setError(field, { message });
      if (failure.form) form.setError("root", { message: failure.form });
      setRefused(fields[0]?.[0]);
    }
  };

  if (checking !== undefined) {
    return (
      <BankAccountConfirm
        account={checking}
        bank={banks.find((bank) => bank.code === checking.bankCode)}
        pending={add.isPending}
        onBack={() => setChecking(undefined)}
        onConfirm={() => void save(checking)}
      />
    );
  }

  return (
    <form
      ref={formRef}
      // Sent before the app has started, the number and name go in the body, never the address.
      method="post"
      onSubmit={submit}
      // The screen arrives without the form's validation; the first touch brings it.
      onFocus={resolver.preload}
      onPointerDown={resolver.preload}
      noValidate
      className="flex flex-col gap-6"
    >
      <FieldGroup>
        <RadioTiles legend={t("bank_account.bank")} data-invalid={Boolean(errors.bankCode)}>
          {banks.length === 0 ? (
            <SkeletonGroup className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {[0, 1, 2, 3, 4, 5].map((tile) => (
                <Skeleton key={tile} className="h-14 rounded-xl" />
              ))}
            </SkeletonGroup>
          ) : null}
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {banks.map((bank) => (
              <RadioTile key={bank.code} value={bank.code} {...form.register("bankCode")}>
                <BankLogo src={bank.logoUrl} name={bank.name} className="size-9" />
                <span className="min-w-0">
                  <span className="block font-semibold">{bank.code}</span>
                  <span className="block truncate text-muted-foreground text-xs">{bank.name}</span>
                </span>
              </RadioTile>
            ))}
          </div>
          <FieldError message={validationText(t, errors.bankCode?.message)} />
        </RadioTiles>
        <FormTextField
          id="bank-account-number"
          label={t("bank_account.account_number")}
          error={errors.accountNumber?.message}
          hint={t("bank_account.account_number_hint", { min: length.min, max: length.max })}
          control={NumericInput}
          autoComplete="off"
          spellCheck={false}
          placeholder={t("bank_account.account_number_placeholder")}
          className="font-mono tracking-wider"
          {...form.register("accountNumber")}
        />
        <FormTextField
          id="bank-account-name"
          label={t("bank_account.account_name")}
          error={errors.accountName?.message}
          autoComplete="name"
          placeholder={t("bank_account.account_name_placeholder")}
          {...form.register("accountName")}
        />
        <FormTextField
          id="bank-account-currency"
          label={t("bank_account.currency")}
          error={errors.currency?.message}
          hint={t("bank_account.currency_hint")}
          readOnly
          aria-readonly
          className="cursor-default font-semibold text-gold-light"
          {...form.register("currency")}
        />
      </FieldGroup>
      {errors.root?.message ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger text-sm"
        >
          {t(errors.root.message)}
        </p>
      ) : null}
      <p className="flex items-start gap-2 text-muted-foreground text-sm">
        <ShieldCheck className="size-4 shrink-0 text-gold" aria-hidden />
        {t("bank_account.once_notice")}
      </p>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? <Spinner className="text-gold-foreground" /> : <ArrowRight />}
        {t("bank_account.submit")}
      </Button>
    </form>
  );
}
