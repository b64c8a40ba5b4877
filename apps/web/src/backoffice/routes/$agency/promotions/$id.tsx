import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useMemo } from "react";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useLocalised } from "@/lib/localised-text";
import { promotionsQueryOptions } from "../../../features/promotions/api/get-promotions";
import { useUpdatePromotion } from "../../../features/promotions/api/update-promotion";
import { BackToPromotions } from "../../../features/promotions/components/back-to-promotions";
import { PromotionForm } from "../../../features/promotions/components/promotion-form/promotion-form";
import { PromotionPage } from "../../../features/promotions/components/promotion-page";
import { promotionToForm } from "../../../features/promotions/form-values";

export const Route = createFileRoute("/$agency/promotions/$id")({ component: EditPromotionScreen });

/** The staff API has no single-promotion read: the agency's short list holds it. */
function EditPromotionScreen() {
  const { t } = useTranslation();
  const text = useLocalised();
  const { agency, id } = Route.useParams();
  const navigate = Route.useNavigate();
  const list = useQuery(promotionsQueryOptions(agency));
  const update = useUpdatePromotion(agency, id, {
    onSuccess: (promotion) => toast.success(t("promotions.saved", { title: text(promotion.title) })),
  });
  const promotion = list.data?.find((candidate) => candidate.id === id);
  const initial = useMemo(() => (promotion ? promotionToForm(promotion) : undefined), [promotion]);

  if (list.isPending) return <Spinner className="mx-auto my-10" />;
  if (list.isError || initial === undefined) {
    return (
      <PromotionPage title={t("promotions.edit_title")}>
        <div className="flex flex-col items-start gap-4">
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-danger text-sm">
            {list.isError ? t(errorKey(list.error)) : t("promotions.not_found")}
          </p>
          <BackToPromotions agency={agency} />
        </div>
      </PromotionPage>
    );
  }
  return (
    <PromotionPage title={t("promotions.edit_title")}>
      <PromotionForm
        key={id}
        agency={agency}
        initial={initial}
        isNew={false}
        onSave={async (input) => {
          await update.mutateAsync(input);
          await navigate({ to: "/$agency/promotions", params: { agency } });
        }}
        cancel={<BackToPromotions agency={agency} />}
      />
    </PromotionPage>
  );
}
