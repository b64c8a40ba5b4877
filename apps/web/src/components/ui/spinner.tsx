import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

export function Spinner({ className, ...props }: React.ComponentProps<"svg">) {
  const { t } = useTranslation();
  return (
    <LoaderCircle
      role="status"
      aria-label={t("common.loading")}
      className={cn("size-5 animate-spin text-gold", className)}
      {...props}
    />
  );
}
