import { describe, expect, it } from "vitest";
import { acceptableBaseUrl } from "./base-url.ts";

describe("acceptableBaseUrl", () => {
  it("takes HTTPS anywhere, without a trailing slash", () => {
    expect(acceptableBaseUrl("https://payment-gateway.phajay.co/", true)).toBe(
      "https://payment-gateway.phajay.co",
    );
    expect(acceptableBaseUrl("https://gw.example/base/", false)).toBe("https://gw.example/base");
  });

  it("refuses plain http in production, even on loopback", () => {
    expect(acceptableBaseUrl("http://payment-gateway.phajay.co", true)).toBeUndefined();
    expect(acceptableBaseUrl("http://127.0.0.1:4010", true)).toBeUndefined();
  });

  it("takes loopback http outside production only, never another host", () => {
    expect(acceptableBaseUrl("http://127.0.0.1:4010", false)).toBe("http://127.0.0.1:4010");
    expect(acceptableBaseUrl("http://localhost:4010", false)).toBe("http://localhost:4010");
    expect(acceptableBaseUrl("http://[::1]:4010", false)).toBe("http://[::1]:4010");
    expect(acceptableBaseUrl("http://10.0.0.5:4010", false)).toBeUndefined();
  });

  it("refuses credentials, a query, a fragment or another scheme", () => {
    expect(acceptableBaseUrl("https://user:pass@gw.example", false)).toBeUndefined();
    expect(acceptableBaseUrl("https://gw.example?x=1", false)).toBeUndefined();
    expect(acceptableBaseUrl("https://gw.example#x", false)).toBeUndefined();
    expect(acceptableBaseUrl("ftp://gw.example", false)).toBeUndefined();
    expect(acceptableBaseUrl("not a url", false)).toBeUndefined();
  });
});
