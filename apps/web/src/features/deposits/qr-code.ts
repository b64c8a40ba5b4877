/** A PNG to open in the bank app, since one cannot scan one's own screen. */
export async function qrPng(modules: boolean[][], caption: string): Promise<Blob> {
  const scale = 12;
  const size = modules.length * scale;
  const captionHeight = caption ? 56 : 0;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size + captionHeight;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw the QR image");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#000000";
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * scale, y * scale, scale, scale);
    });
  });
  if (caption) {
    context.font = "600 28px 'Noto Sans Lao', system-ui, sans-serif";
    context.textAlign = "center";
    context.fillText(caption, size / 2, size + 18, size - 24);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("No PNG"))), "image/png"),
  );
}

/** Hands the image to the phone's share sheet (Save image) when it can, else downloads it. */
export async function saveQrImage(blob: Blob, fileName: string): Promise<void> {
  const file = new File([blob], fileName, { type: "image/png" });
  if (typeof navigator.canShare === "function" && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file] });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
