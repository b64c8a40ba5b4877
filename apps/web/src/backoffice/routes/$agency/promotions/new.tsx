import { createFileRoute } from "@tanstack/react-router";
import { useMemo } from "react";
import { toast } from "@/components/ui/toaster";
import { useTranslation } from "@/lib/i18n-react";
import { useLocalised } from "@/lib/localised-text";
import { useCreatePromotion } from "../../../features/promotions/api/create-promotion";
import { BackToPromotions } from "../../../features/promotions/components/back-to-promotions";
import { PromotionForm } from "../../../features/promotions/components/promotion-form/promotion-form";
import { PromotionPage } from "../../../features/promotions/components/promotion-page";
import { emptyPromotionForm } from "../../../features/promotions/form-values";

export const Route = createFileRoute("/$agency/promotions/new")({ component: NewPromotionScreen });

/** After the save: a word that it worked, then the list again, refreshed. */
function NewPromotionScreen() {
  const { t } = useTranslation();
  const text = useLocalised();
  const { agency } = Route.useParams();
  const navigate = Route.useNavigate();
  const create = useCreatePromotion(agency, {
    onSuccess: (promotion) => toast.success(t("promotions.created", { title: text(promotion.title) })),
  });
  // Starts now (Lao time), read once so the form's default stays put.
  const initial = useMemo(() => emptyPromotionForm(new Date()), []);
  return (
    <PromotionPage title={t("promotions.new_title")}>
      <PromotionForm
        agency={agency}
        initial={initial}
        isNew
        onSave={async (input) => {
          await create.mutateAsync(input);
          await navigate({ to: "/$agency/promotions", params: { agency } });
        }}
        cancel={<BackToPromotions agency={agency} />}
      />
    </PromotionPage>
  );
}
