import type { AgencySettings } from "./api/get-settings";

/** The demo agency's settings as the server answers them, for the settings screen's tests. */
export function settings(overrides: Partial<AgencySettings> = {}): AgencySettings {
  return {
    agency: {
      code: "demo",
      name: "Kham Demo",
      logoUrl: "/brand/logo.svg",
      whatsapp: "https://wa.me/8562055512345",
      line: "",
      facebook: "https://facebook.com/khamdemo",
      telegram: "",
      twitter: "",
    },
    domains: ["play.kham.la", "old.kham.la"],
    rates: [
      { currency: "LAK", buy: "640", sell: "660" },
      { currency: "THB", buy: "1", sell: "1" },
      { currency: "USD", buy: "0.028", sell: "0.0305" },
    ],
    depositLimits: [
      { currency: "LAK", min: "10000", max: "50000000" },
      { currency: "THB", min: "50.00", max: "100000.00" },
      { currency: "USD", min: "2.00", max: "2000.00" },
    ],
    withdrawalLimits: { min: "100.00", max: "50000.00" },
    paymentMethods: [
      { isEnabled: true, code: "BCEL", mid: "BCEL0000123456", displayName: "BCEL One", currency: "LAK" },
      { isEnabled: false, code: "LDB", mid: "LDB00000234567", displayName: "LDB Trust", currency: "LAK" },
    ],
    banks: [
      { code: "BCEL", name: "BCEL One", logoUrl: "/banks/BCEL.svg", enabled: true },
      { code: "APB", name: "Agricultural Promotion Bank", logoUrl: "/banks/APB.svg", enabled: true },
      { code: "LVB", name: "Lao-Viet Bank", logoUrl: "/banks/LVB.svg", enabled: false },
    ],
    promotionCreditThreshold: "5.00",
    ...overrides,
  };
}
