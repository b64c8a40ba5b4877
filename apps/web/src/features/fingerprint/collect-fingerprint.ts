import type { DeviceFingerprint } from "@kham/contract";
import { yieldToBrowser } from "@/lib/yield-to-browser";

type Signals = Omit<DeviceFingerprint, "fingerprint">;

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

function webGLSignals(): DeviceFingerprint["webGL"] {
  const empty = {
    version: "",
    vendor: "",
    unmaskedVendor: "",
    renderer: "",
    unmaskedRenderer: "",
    shadingLanguageVersion: "",
  };
  try {
    const canvas = document.createElement("canvas");
    const gl = (canvas.getContext("webgl") ??
      canvas.getContext("experimental-webgl")) as WebGLRenderingContext | null;
    if (!gl) return empty;
    const debug = gl.getExtension("WEBGL_debug_renderer_info");
    const read = (parameter: number) => clip(String(gl.getParameter(parameter) ?? ""), 256);
    return {
      version: read(gl.VERSION),
      vendor: read(gl.VENDOR),
      unmaskedVendor: debug ? read(debug.UNMASKED_VENDOR_WEBGL) : "",
      renderer: read(gl.RENDERER),
      unmaskedRenderer: debug ? read(debug.UNMASKED_RENDERER_WEBGL) : "",
      shadingLanguageVersion: read(gl.SHADING_LANGUAGE_VERSION),
    };
  } catch {
    return empty;
  }
}

/** A cheap audio-stack signature: render a short oscillator offline and sum a slice of the samples. */
async function audioSignal(): Promise<string> {
  try {
    const OfflineContext =
      window.OfflineAudioContext ??
      (window as unknown as { webkitOfflineAudioContext?: typeof OfflineAudioContext })
        .webkitOfflineAudioContext;
    if (!OfflineContext) return "";
    const context = new OfflineContext(1, 5000, 44100);
    const oscillator = context.createOscillator();
    oscillator.type = "triangle";
    oscillator.frequency.value = 10000;
    const compressor = context.createDynamicsCompressor();
    oscillator.connect(compressor);
    compressor.connect(context.destination);
    oscillator.start(0);
    const rendered = await Promise.race([
      context.startRendering(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
    ]);
    if (!rendered) return "";
    const samples = rendered.getChannelData(0);
    let sum = 0;
    for (let index = 4500; index < samples.length; index += 1) sum += Math.abs(samples[index] ?? 0);
    return sum.toFixed(8);
  } catch {
    return "";
  }
}

// The site's own web fonts (Noto Sans Lao/Thai) are left out: they measure differently once loaded.
const candidateFonts = [
  "Arial",
  "Courier New",
  "Georgia",
  "Helvetica",
  "Phetsarath OT",
  "Saysettha OT",
  "Lao UI",
  "Tahoma",
  "Times New Roman",
  "Verdana",
  "Roboto",
  "SimSun",
  "Microsoft YaHei",
  "PingFang SC",
  "Segoe UI",
  "Leelawadee UI",
];

/** A font is installed when text drawn in it measures differently from every generic fallback. */
function installedFonts(): string {
  try {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return "";
    const sample = "mmmmmmmmmwwwwwlli ກຂຄ ກขฃ 12345";
    const bases = ["monospace", "serif", "sans-serif"];
    const widthIn = (font: string) => {
      context.font = `72px ${font}`;
      return context.measureText(sample).width;
    };
    const baseWidths = bases.map(widthIn);
    return candidateFonts
      .filter((font) => bases.some((base, index) => widthIn(`"${font}", ${base}`) !== baseWidths[index]))
      .join(",");
  } catch {
    return "";
  }
}

function collectSignals(probes: Pick<Signals, "audio" | "webGL" | "fonts">): Signals {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return {
    screen: `${window.screen.width}x${window.screen.height}`,
    version: clip(nav.appVersion ?? "", 64),
    timezone: clip(Intl.DateTimeFormat().resolvedOptions().timeZone ?? "", 64),
    userAgent: clip(nav.userAgent, 512),
    plugins: clip(Array.from(nav.plugins ?? [], (plugin) => plugin.name).join(","), 2048),
    webGL: probes.webGL,
    audio: probes.audio,
    platform: clip(nav.platform ?? "", 128),
    memory: nav.deviceMemory === undefined ? "" : String(nav.deviceMemory),
    fonts: probes.fonts,
    languages: clip((nav.languages ?? [nav.language]).join(","), 512),
    hardwareConcurrency: String(nav.hardwareConcurrency ?? ""),
    vendor: clip(nav.vendor ?? "", 256),
  };
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The device fingerprint the API records; `fingerprint` is the SHA-256 of all the other signals. */
export async function collectFingerprint(): Promise<DeviceFingerprint> {
  const audio = await audioSignal();
  await yieldToBrowser();
  const webGL = webGLSignals();
  await yieldToBrowser();
  const fonts = clip(installedFonts(), 4096);
  await yieldToBrowser();
  const signals = collectSignals({ audio, webGL, fonts });
  return { ...signals, fingerprint: await sha256Hex(JSON.stringify(signals)) };
}
