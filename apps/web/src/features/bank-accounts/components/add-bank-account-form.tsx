import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AccountNumberProblem,
  type AddBankAccountBody,
  accountNumberLength,
  accountNumberProblem,
  addBankAccountBody,
  BANK_ACCOUNT_CURRENCY,
} from "@kham/contract";
import { Plus, ShieldCheck } from "lucide-react";
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
import { validationText } from "@/lib/messages";
import { useAddBankAccount } from "../api/add-bank-account";
import { bankAccountFailure } from "../errors";

/** Why an account number is refused, in the player's words (the server says ACCOUNT_NOT_FOUND). */
const accountNumberMessages: Record<AccountNumberProblem, string> = {
  digits: "validation.account_number_digits",
  length: "validation.account_number_length",
  implausible: "bank_account.error.account_not_found",
};

/**
 * The contract's body, then the server's account-number rule for the chosen bank: digits only, the
 * bank's length, and no number a bank never gives out — said before anything is sent.
 */
const addBankAccountForm = addBankAccountBody.superRefine((body, context) => {
  // An empty number already says "required".
  if (body.accountNumber.trim() === "") return;
  const problem = accountNumberProblem(body.accountNumber.trim(), accountNumberLength(body.bankCode));
  if (problem) {
    context.addIssue({ code: "custom", path: ["accountNumber"], message: accountNumberMessages[problem] });
  }
});

/** The player's one bank account — bank, number, name, LAK; it cannot be changed afterwards. */
export function AddBankAccountForm() {
  const { t } = useTranslation();
  const banks = useBanks();
  const add = useAddBankAccount();
  const form = useForm<AddBankAccountBody>({
    resolver: zodResolver(addBankAccountForm),
    defaultValues: { bankCode: "", accountNumber: "", accountName: "", currency: BANK_ACCOUNT_CURRENCY },
  });
  const { errors } = form.formState;
  const length = accountNumberLength(useWatch({ control: form.control, name: "bankCode" }));

  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
    } catch (error) {
      const failure = bankAccountFailure(error);
      for (const [field, message] of Object.entries(failure.fields)) {
        form.setError(field as keyof AddBankAccountBody, { message }, { shouldFocus: true });
      }
      if (failure.form) form.setError("root", { message: failure.form });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
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
        {form.formState.isSubmitting ? <Spinner className="text-gold-foreground" /> : <Plus />}
        {t("bank_account.submit")}
      </Button>
    </form>
  );
}
