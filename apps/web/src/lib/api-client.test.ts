import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "./api-client";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

describe("api client", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const assign = vi.fn();

  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("location", { ...window.location, pathname: "/player", assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    assign.mockReset();
  });

  it("answers the envelope's data and sends cookies and JSON under /api", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { available: true } }));
    await expect(api.post("/v2/players/username/validate", { username: "somchai" })).resolves.toEqual({
      available: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/v2/players/username/validate");
    expect(init?.credentials).toBe("include");
    expect(init?.method).toBe("POST");
    expect((init!.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ username: "somchai" }));
  });

  it("sends {} as the body of a body-less POST and no body on GET", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { data: {} }));
    await api.post("/v2/players/logout");
    expect(fetchMock.mock.calls[0]![1]?.body).toBe("{}");
    await api.get("/v2/players/me");
    expect(fetchMock.mock.calls[1]![1]?.body).toBeUndefined();
    // Without a body there is no Content-Type, so the GET matches index.html's <link rel=preload>.
    expect(fetchMock.mock.calls[1]![1]?.headers).not.toHaveProperty("Content-Type");
  });

  it("throws an ApiError with status, code, message and fields", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: "VALIDATION_ERROR",
          message: "Invalid body",
          fields: { username: "validation.username_min" },
        },
      }),
    );
    const error = await api.post("/v2/players/register", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Invalid body",
      fields: { username: "validation.username_min" },
    });
  });

  it("falls back to a code from the status when the body is not the envelope", async () => {
    fetchMock.mockResolvedValue(new Response("<html>bad gateway</html>", { status: 502 }));
    await expect(api.get("/v2/players/credits")).rejects.toMatchObject({ status: 502, code: "INTERNAL" });
  });

  it("sends the browser to /login on a 401 from an ordinary call", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: "UNAUTHENTICATED", message: "Log in" } }));
    await expect(api.get("/v2/players/credits")).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith("/login");
  });

  it("does not redirect on a 401 from players/info or agency/info", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { error: { code: "UNAUTHENTICATED", message: "Log in" } }),
    );
    await expect(api.get("/v2/players/info")).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(api.get("/v2/agency/info")).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect(assign).not.toHaveBeenCalled();
  });

  it("does not redirect when the browser is already on /login", async () => {
    vi.stubGlobal("location", { ...window.location, pathname: "/login", assign });
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: "UNAUTHENTICATED", message: "Log in" } }));
    await expect(api.get("/v2/players/me")).rejects.toBeInstanceOf(ApiError);
    expect(assign).not.toHaveBeenCalled();
  });
});
