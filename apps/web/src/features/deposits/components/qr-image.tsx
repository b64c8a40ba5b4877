import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";
import { qrModules, qrPath } from "@/lib/qr-code";
import { qrPng, saveQrImage } from "../qr-code";

/** The LAO QR of an order, drawn crisp on white so any bank app can read it. */
export function QrImage({ payload, label }: { payload: string; label: string }) {
  const modules = useMemo(() => qrModules(payload), [payload]);
  const size = modules.length;
  return (
    <svg
      role="img"
      aria-label={label}
      data-payload={payload}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="aspect-square w-full max-w-56 rounded-xl sm:max-w-64 bg-white shadow-[0_0_0_4px_rgb(212_175_55/0.55),0_12px_32px_-8px_rgb(212_175_55/0.4)]"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(modules)} fill="#000" />
    </svg>
  );
}

/** On a phone the player cannot scan their own screen: this shares or saves the QR as a PNG for the bank app. */
export function SaveQrButton({
  payload,
  caption,
  fileName,
}: {
  payload: string;
  caption: string;
  fileName: string;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const save = async () => {
    try {
      setFailed(false);
      await saveQrImage(await qrPng(qrModules(payload), caption), fileName);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="flex flex-col items-stretch gap-1 md:hidden">
      <Button type="button" size="lg" className="w-full" onClick={save} data-testid="qr-save">
        <Download /> {t("deposit.qr.save")}
      </Button>
      {failed ? <p className="text-center text-danger text-sm">{t("deposit.qr.save_failed")}</p> : null}
    </div>
  );
}
