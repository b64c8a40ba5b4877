import { afterEach, describe, expect, it, vi } from "vitest";
import { saveQrImage } from "./qr-code";

describe("saveQrImage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("hands the PNG to the phone's share sheet when the browser can share files", async () => {
    const share = vi.fn(async () => {});
    const canShare = vi.fn((data: ShareData) => Boolean(data.files?.length));
    vi.stubGlobal("navigator", { ...navigator, canShare, share });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click");
    await saveQrImage(new Blob(["png"], { type: "image/png" }), "deposit-D1.png");
    expect(share).toHaveBeenCalledTimes(1);
    const [file] = (share.mock.calls[0] as unknown as [ShareData])[0].files ?? [];
    expect(file?.name).toBe("deposit-D1.png");
    expect(file?.type).toBe("image/png");
    expect(click).not.toHaveBeenCalled();
  });

  it("downloads the PNG where the browser cannot share files", async () => {
    vi.stubGlobal("navigator", { ...navigator, canShare: undefined, share: undefined });
    vi.stubGlobal("URL", { ...URL, createObjectURL: () => "blob:qr", revokeObjectURL: () => {} });
    let downloaded: string | undefined;
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    await saveQrImage(new Blob(["png"], { type: "image/png" }), "deposit-D1.png");
    expect(downloaded).toBe("deposit-D1.png");
  });

  it("does not also download when the player closes the share sheet", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("closed", "AbortError");
    });
    vi.stubGlobal("navigator", { ...navigator, canShare: () => true, share });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click");
    await saveQrImage(new Blob(["png"], { type: "image/png" }), "deposit-D1.png");
    expect(share).toHaveBeenCalledTimes(1);
    expect(click).not.toHaveBeenCalled();
  });
});
