import type { PromotionInput } from "@kham/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createLazyRoute, getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useLocalised } from "@/lib/localised-text";
import { PageHeader } from "../../components/page-header";
import { backOfficeKeys } from "../../lib/keys";
import { createPromotion, type Promotion, promotionsQueryOptions, updatePromotion } from "./api";
import { emptyPromotionForm, promotionToForm } from "./form-values";
import { PromotionForm } from "./promotion-form";

export const NewRoute = createLazyRoute("/$agency/promotions/new")({ component: NewPromotionScreen });
export const EditRoute = createLazyRoute("/$agency/promotions/$id")({ component: EditPromotionScreen });

const newRoute = getRouteApi("/$agency/promotions/new");
const editRoute = getRouteApi("/$agency/promotions/$id");

/** After a save: the list again, refreshed, with a word that it worked. */
function useSaved(agency: string) {
  const { t } = useTranslation();
  const text = useLocalised();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (promotion: Promotion, message: "promotions.created" | "promotions.saved") => {
    toast.success(t(message, { title: text(promotion.title) }));
    await queryClient.invalidateQueries({ queryKey: backOfficeKeys.agency(agency) });
    await navigate({ to: "/$agency/promotions", params: { agency } });
  };
}

function BackLink({ agency }: { agency: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="secondary" size="lg">
      <Link to="/$agency/promotions" params={{ agency }}>
        <ArrowLeft />
        {t("promotions.back")}
      </Link>
    </Button>
  );
}

function Screen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} description={t("promotions.form_intro")} />
      {children}
    </>
  );
}

function NewPromotionScreen() {
  const { t } = useTranslation();
  const { agency } = newRoute.useParams();
  const saved = useSaved(agency);
  // Starts now (Lao time), read once so the form's default stays put.
  const initial = useMemo(() => emptyPromotionForm(new Date()), []);
  return (
    <Screen title={t("promotions.new_title")}>
      <PromotionForm
        agency={agency}
        initial={initial}
        isNew
        onSave={async (input: PromotionInput) =>
          saved(await createPromotion(agency, input), "promotions.created")
        }
        cancel={<BackLink agency={agency} />}
      />
    </Screen>
  );
}

/** The staff API has no single-promotion read: the agency's list (a handful) holds it. */
function EditPromotionScreen() {
  const { t } = useTranslation();
  const { agency, id } = editRoute.useParams();
  const list = useQuery(promotionsQueryOptions(agency));
  const saved = useSaved(agency);
  const promotion = list.data?.find((candidate) => candidate.id === id);
  const initial = useMemo(() => (promotion ? promotionToForm(promotion) : undefined), [promotion]);

  if (list.isPending) return <Spinner className="mx-auto my-10" />;
  if (list.isError || initial === undefined) {
    return (
      <Screen title={t("promotions.edit_title")}>
        <div className="flex flex-col items-start gap-4">
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-danger text-sm">
            {list.isError ? t(errorKey(list.error)) : t("promotions.not_found")}
          </p>
          <BackLink agency={agency} />
        </div>
      </Screen>
    );
  }
  return (
    <Screen title={t("promotions.edit_title")}>
      <PromotionForm
        key={id}
        agency={agency}
        initial={initial}
        isNew={false}
        onSave={async (input: PromotionInput) =>
          saved(await updatePromotion(agency, id, input), "promotions.saved")
        }
        cancel={<BackLink agency={agency} />}
      />
    </Screen>
  );
}
