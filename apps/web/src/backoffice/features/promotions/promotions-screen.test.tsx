import type { Language, Promotion } from "@kham/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiCall } from "@/lib/test-app";
import { failure, ok, renderBackOffice, staffMe } from "../../test-support";

const ID = "0b7f6c1e-2d4a-4c2b-9a61-3f5e8d9c1a20";
const IMAGE = `/media/${"aa".repeat(32)}.png`;

function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: ID,
    title: { lo: "ໂບນັດຝາກທຳອິດ", cn: "首充奖励", vn: "Thưởng nạp đầu", th: "โบนัสฝากแรก" },
    description: { lo: "ລາຍລະອຽດ", cn: "说明", vn: "Mô tả", th: "รายละเอียด" },
    imageUrl: IMAGE,
    status: "INACTIVE",
    kind: "FIRST_DEPOSIT",
    providers: ["gclub"],
    depositCredit: "100.00",
    bonusCredit: "50.00",
    maxCredit: "1000.00",
    requiredCredit: "500.00",
    withdrawAll: true,
    deductBonusOnWithdraw: false,
    startsAt: "2026-12-01T02:00:00.000Z",
    endsAt: null,
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = "/admin/v1/agencies/demo/promotions";
const isList = (call: ApiCall) => call.method === "GET" && call.path === LIST;

describe("the promotions list", () => {
  it("shows each promotion and activates one after a confirmation", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/promotions", {
      me: staffMe("marketing"),
      answer: (call) => {
        if (isList(call)) return ok([promotion()]);
        if (call.method === "POST" && call.path === `${LIST}/${ID}/activate`)
          return ok(promotion({ status: "ACTIVE" }));
        return undefined;
      },
    });
    const row = await screen.findByTestId("table-row");
    expect(within(row).getByText("ໂບນັດຝາກທຳອິດ")).toBeTruthy();
    expect(within(row).getByText("promotions.status.INACTIVE")).toBeTruthy();
    expect(within(row).getByText("promotions.kind.FIRST_DEPOSIT")).toBeTruthy();
    expect(within(row).getByText("gclub")).toBeTruthy();
    expect(within(row).getByText("promotions.from")).toBeTruthy();
    expect(row.querySelector("img")?.getAttribute("src")).toBe(IMAGE);

    await user.click(within(row).getByRole("button", { name: "promotions.activate" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("promotions.activate_intro")).toBeTruthy();
    const before = calls.filter(isList).length;
    await user.click(within(dialog).getByRole("button", { name: "promotions.activate" }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === "POST" && call.path === `${LIST}/${ID}/activate`)).toBe(
        true,
      ),
    );
    await waitFor(() => expect(calls.filter(isList).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says when there is none yet and offers to create one", async () => {
    const user = userEvent.setup();
    const { router } = await renderBackOffice("/backoffice/demo/promotions", {
      answer: (call) => (isList(call) ? ok([]) : undefined),
    });
    expect(await screen.findByText("promotions.empty")).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "promotions.new" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/demo/promotions/new"));
  });
});

const texts: Record<Language, { title: string; description: string }> = {
  lo: { title: "ໂບນັດ 50%", description: "ຝາກ 100 ຮັບ 50" },
  cn: { title: "奖励 50%", description: "充值 100 送 50" },
  vn: { title: "Thưởng 50%", description: "Nạp 100 nhận 50" },
  th: { title: "โบนัส 50%", description: "ฝาก 100 รับ 50" },
};

const tab = (language: Language) => screen.getByRole("tab", { name: new RegExp(`^language\\.${language}`) });

async function writeLanguage(
  user: UserEvent,
  language: Language,
  fields: { title?: string; description?: string },
) {
  await user.click(tab(language));
  if (fields.title)
    await user.type(screen.getByLabelText(`promotions.field.title (language.${language})`), fields.title);
  if (fields.description)
    await user.type(
      screen.getByLabelText(`promotions.field.description (language.${language})`),
      fields.description,
    );
}

/** Fills everything but the texts, which each test writes itself. */
async function fillTerms(user: UserEvent, options: { imageUrl?: string } = {}) {
  if (options.imageUrl !== undefined)
    await user.type(screen.getByLabelText("promotions.image_url"), options.imageUrl);
  await user.click(screen.getByRole("radio", { name: /promotions\.kind\.FIRST_DEPOSIT/ }));
  await user.click(screen.getByRole("checkbox", { name: "askmebet" }));
  await user.click(screen.getByRole("checkbox", { name: "gclub" }));
  await user.type(screen.getByLabelText("promotions.field.depositCredit"), "100");
  await user.type(screen.getByLabelText("promotions.field.bonusCredit"), "50");
  await user.type(screen.getByLabelText("promotions.field.requiredCredit"), "500");
  await user.type(screen.getByLabelText("promotions.field.maxCredit"), "1000");
  await user.click(screen.getByRole("checkbox", { name: /promotions\.field\.withdrawAll/ }));
  fireEvent.change(screen.getByLabelText("promotions.field.startsAt"), {
    target: { value: "2026-12-01T09:00" },
  });
  fireEvent.change(screen.getByLabelText("promotions.field.endsAt"), {
    target: { value: "2026-12-31T23:59" },
  });
  await user.click(screen.getByRole("radio", { name: /promotions\.status\.ACTIVE/ }));
}

const expectedBody = {
  title: { lo: texts.lo.title, cn: texts.cn.title, vn: texts.vn.title, th: texts.th.title },
  description: {
    lo: texts.lo.description,
    cn: texts.cn.description,
    vn: texts.vn.description,
    th: texts.th.description,
  },
  imageUrl: "https://cdn.example.com/banner.png",
  status: "ACTIVE",
  kind: "FIRST_DEPOSIT",
  providers: ["askmebet", "gclub"],
  depositCredit: "100",
  bonusCredit: "50",
  maxCredit: "1000",
  requiredCredit: "500",
  withdrawAll: true,
  deductBonusOnWithdraw: false,
  startsAt: "2026-12-01T09:00:00+07:00",
  endsAt: "2026-12-31T23:59:00+07:00",
};

const creates = (calls: ApiCall[]) => calls.filter((call) => call.method === "POST" && call.path === LIST);

describe("a new promotion", () => {
  it("is refused without a Lao title, whose tab is marked and opened", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/promotions/new", {
      answer: (call) => (isList(call) ? ok([]) : undefined),
    });
    await screen.findByRole("tab", { name: /^language\.lo/ });
    await writeLanguage(user, "lo", { description: texts.lo.description });
    for (const language of ["cn", "vn", "th"] as const) await writeLanguage(user, language, texts[language]);
    await fillTerms(user, { imageUrl: "https://cdn.example.com/banner.png" });
    expect(tab("th").getAttribute("aria-selected")).toBe("true");

    await user.click(screen.getByRole("button", { name: "promotions.create" }));
    await waitFor(() => expect(tab("lo").getAttribute("data-invalid")).toBe("true"));
    expect(tab("lo").getAttribute("aria-selected")).toBe("true");
    expect(within(tab("lo")).getByText("promotions.language_has_errors")).toBeTruthy();
    expect(tab("cn").getAttribute("data-invalid")).toBeNull();
    const loTitle = screen.getByLabelText("promotions.field.title (language.lo)");
    expect(loTitle.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("validation.required")).toBeTruthy();
    expect(creates(calls)).toEqual([]);
  });

  it("sends the contract's body, dates in Lao time, and goes back to the list", async () => {
    const user = userEvent.setup();
    const { calls, router } = await renderBackOffice("/backoffice/demo/promotions/new", {
      answer: (call) => {
        if (isList(call)) return ok([]);
        if (call.method === "POST" && call.path === LIST) return { status: 201, body: { data: promotion() } };
        return undefined;
      },
    });
    await screen.findByRole("tab", { name: /^language\.lo/ });
    for (const language of ["lo", "cn", "vn", "th"] as const)
      await writeLanguage(user, language, texts[language]);
    await fillTerms(user, { imageUrl: "https://cdn.example.com/banner.png" });
    // The preview shows the card in the language being written.
    expect(within(screen.getByTestId("banner-preview")).getByText(texts.th.title)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "promotions.create" }));
    await waitFor(() => expect(creates(calls)).toHaveLength(1));
    expect(creates(calls)[0]!.body).toEqual(expectedBody);
    await waitFor(() => expect(router.state.location.pathname).toBe("/demo/promotions"));
  });

  it("shows the server's field error on its field, in its language's tab", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/promotions/new", {
      answer: (call) => {
        if (isList(call)) return ok([]);
        if (call.method === "POST" && call.path === LIST)
          return failure(400, "VALIDATION_ERROR", { "title.cn": "validation.text_invalid" });
        return undefined;
      },
    });
    await screen.findByRole("tab", { name: /^language\.lo/ });
    for (const language of ["lo", "cn", "vn", "th"] as const)
      await writeLanguage(user, language, texts[language]);
    await fillTerms(user, { imageUrl: "https://cdn.example.com/banner.png" });
    await user.click(screen.getByRole("button", { name: "promotions.create" }));

    await waitFor(() => expect(tab("cn").getAttribute("data-invalid")).toBe("true"));
    expect(tab("cn").getAttribute("aria-selected")).toBe("true");
    const cnTitle = screen.getByLabelText("promotions.field.title (language.cn)");
    expect(cnTitle.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("validation.text_invalid")).toBeTruthy();
    expect(tab("lo").getAttribute("data-invalid")).toBeNull();
  });

  it("refuses an image address that is neither uploaded nor https, on its field, sending nothing", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/promotions/new", {
      answer: (call) => (isList(call) ? ok([]) : undefined),
    });
    await screen.findByRole("tab", { name: /^language\.lo/ });
    for (const language of ["lo", "cn", "vn", "th"] as const)
      await writeLanguage(user, language, texts[language]);
    await fillTerms(user, { imageUrl: "javascript:alert(1)" });
    await user.click(screen.getByRole("button", { name: "promotions.create" }));

    expect(await screen.findByText("validation.image_url")).toBeTruthy();
    expect(screen.getByLabelText("promotions.image_url").getAttribute("aria-invalid")).toBe("true");
    expect(creates(calls)).toEqual([]);
  });

  it("uploads a banner and puts its URL in imageUrl", async () => {
    const user = userEvent.setup();
    const url = `/media/${"ab".repeat(32)}.png`;
    const { calls } = await renderBackOffice("/backoffice/demo/promotions/new", {
      answer: (call) => {
        if (isList(call)) return ok([]);
        if (call.method === "POST" && call.path === `${LIST}/images`)
          return ok({ url, sha256: "ab".repeat(32), contentType: "image/png", size: 8 });
        if (call.method === "POST" && call.path === LIST) return { status: 201, body: { data: promotion() } };
        return undefined;
      },
    });
    await screen.findByRole("tab", { name: /^language\.lo/ });
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(
      screen.getByLabelText("promotions.image_upload"),
      new File([bytes], "banner.png", { type: "image/png" }),
    );
    await waitFor(() =>
      expect(calls.find((call) => call.path === `${LIST}/images`)?.body).toEqual({ image: "iVBORw0KGgo=" }),
    );
    await waitFor(() =>
      expect((screen.getByLabelText("promotions.image_url") as HTMLInputElement).value).toBe(url),
    );
    expect(screen.getByTestId("image-field-preview").getAttribute("src")).toBe(url);

    for (const language of ["lo", "cn", "vn", "th"] as const)
      await writeLanguage(user, language, texts[language]);
    await fillTerms(user);
    await user.click(screen.getByRole("button", { name: "promotions.create" }));
    await waitFor(() => expect(creates(calls)).toHaveLength(1));
    expect(creates(calls)[0]!.body).toMatchObject({ imageUrl: url });
  });

  it("refuses an SVG before sending it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = await renderBackOffice("/backoffice/demo/promotions/new", {
      answer: (call) => (isList(call) ? ok([]) : undefined),
    });
    await screen.findByRole("tab", { name: /^language\.lo/ });
    await user.upload(
      screen.getByLabelText("promotions.image_upload"),
      new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "banner.svg", { type: "image/svg+xml" }),
    );
    expect(await screen.findByText("validation.image_type")).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith("/images"))).toBe(false);
  });
});

describe("changing a promotion", () => {
  it("starts from the promotion and keeps its status", async () => {
    const user = userEvent.setup();
    const current = promotion({ status: "ACTIVE", endsAt: "2026-12-31T16:59:00.000Z" });
    const { calls } = await renderBackOffice(`/backoffice/demo/promotions/${ID}`, {
      answer: (call) => {
        if (isList(call)) return ok([current]);
        if (call.method === "PUT") return ok(current);
        return undefined;
      },
    });
    const title = (await screen.findByLabelText("promotions.field.title (language.lo)")) as HTMLInputElement;
    expect(title.value).toBe(current.title.lo);
    expect((screen.getByLabelText("promotions.field.startsAt") as HTMLInputElement).value).toBe(
      "2026-12-01T09:00",
    );
    expect(screen.queryByRole("radio", { name: /promotions\.status\.ACTIVE/ })).toBeNull();
    await user.clear(screen.getByLabelText("promotions.field.bonusCredit"));
    await user.type(screen.getByLabelText("promotions.field.bonusCredit"), "75");
    await user.click(screen.getByRole("button", { name: "promotions.save" }));
    await waitFor(() => expect(calls.find((call) => call.method === "PUT")).toBeDefined());
    const put = calls.find((call) => call.method === "PUT")!;
    expect(put.path).toBe(`${LIST}/${ID}`);
    expect(put.body).toMatchObject({
      status: "ACTIVE",
      bonusCredit: "75",
      startsAt: "2026-12-01T09:00:00+07:00",
      endsAt: "2026-12-31T23:59:00+07:00",
      imageUrl: IMAGE,
    });
  });
});
