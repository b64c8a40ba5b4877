import { useEffect } from "react";
import * as sonner from "sonner";
import { useTranslation } from "@/lib/i18n-react";

/** sonner's toaster in the app's look; loaded by <Toaster /> with the first toast. */
export default function DrawnToaster({
  onMounted,
  ...props
}: sonner.ToasterProps & { onMounted: (loaded: typeof sonner) => void }) {
  const { t } = useTranslation();
  useEffect(() => onMounted(sonner), [onMounted]);
  return (
    <sonner.Toaster
      theme="dark"
      position="top-center"
      visibleToasts={1}
      closeButton
      // The close button is styled as a full tap target in styles.css; both labels are the player's language.
      containerAriaLabel={t("common.notifications")}
      toastOptions={{ closeButtonAriaLabel: t("common.close") }}
      style={
        {
          "--normal-bg": "var(--color-surface)",
          "--normal-text": "var(--color-foreground)",
          "--normal-border": "color-mix(in oklab, var(--color-gold) 30%, transparent)",
          "--border-radius": "0.75rem",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
