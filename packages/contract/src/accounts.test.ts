import { describe, expect, it } from "vitest";
import { isUsername, normaliseUsername, USERNAME_MAX, USERNAME_MIN } from "./account-rules.ts";
import { changePasswordBody, loginBody, registerBody, usernameSchema } from "./accounts.ts";

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("usernameSchema", () => {
  it.each(["abcd", "player_01", "a-b-c-d", "x".repeat(USERNAME_MAX)])("accepts %s", (username) => {
    expect(usernameSchema.safeParse(username).success).toBe(true);
  });

  it.each([
    ["x".repeat(USERNAME_MIN - 1), "validation.username_min"],
    ["x".repeat(USERNAME_MAX + 1), "validation.username_max"],
    ["Player", "validation.username_pattern"],
    ["ສົມພອນ", "validation.username_pattern"],
    ["with space", "validation.username_pattern"],
    ["dot.name", "validation.username_pattern"],
  ])("refuses %s with %s", (username, message) => {
    const result = usernameSchema.safeParse(username);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe("isUsername", () => {
  // The register form asks whether a name is free when this says it is a name; it must say what
  // the schema the server checks says, for every kind of input.
  it.each([
    "abcd",
    "player_01",
    "a-b-c-d",
    "x".repeat(USERNAME_MAX),
    "x".repeat(USERNAME_MIN - 1),
    "x".repeat(USERNAME_MAX + 1),
    "",
    "Player",
    "ສົມພອນ",
    "with space",
    "dot.name",
    "abcd\n",
    "ab\u0000cd",
    "abc\uD800",
    " abcd",
  ])("agrees with usernameSchema on %j", (username) => {
    expect(isUsername(username)).toBe(usernameSchema.safeParse(username).success);
  });
});

describe("registerBody", () => {
  const valid = {
    username: "somphone",
    password: "correct horse",
    confirmPassword: "correct horse",
    fingerprint: "f".repeat(64),
    ageConfirmed: true,
  };

  it("accepts a complete registration without a display name", () => {
    expect(registerBody.safeParse(valid).success).toBe(true);
  });

  it("reports a mismatched confirmation on the confirm field", () => {
    const result = registerBody.safeParse({ ...valid, confirmPassword: "correct horsE" });
    expect(issuesOf(result)).toEqual({ confirmPassword: "password.validation.password_not_match" });
  });

  it("refuses a short password and unknown fields", () => {
    expect(
      issuesOf(registerBody.safeParse({ ...valid, password: "short", confirmPassword: "short" })),
    ).toMatchObject({
      password: "password.validation.password_must_greater_than",
    });
    expect(registerBody.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });

  it.each([
    ["absent", undefined],
    ["false", false],
    ["the string true", "true"],
  ])("refuses an age confirmation that is %s, on its field", (_name, ageConfirmed) => {
    expect(issuesOf(registerBody.safeParse({ ...valid, ageConfirmed }))).toEqual({
      ageConfirmed: "validation.age_confirm_required",
    });
  });

  it("requires the fingerprint", () => {
    const { fingerprint: _omitted, ...withoutFingerprint } = valid;
    expect(issuesOf(registerBody.safeParse(withoutFingerprint))).toHaveProperty("fingerprint");
  });
});

describe("loginBody", () => {
  it("does not check the username format, so a bad one is just a failed login", () => {
    expect(loginBody.safeParse({ username: "Not A Username", password: "x" }).success).toBe(true);
  });

  it("refuses empty fields", () => {
    expect(issuesOf(loginBody.safeParse({ username: "", password: "" }))).toEqual({
      username: "validation.required",
      password: "validation.required",
    });
  });
});

describe("normaliseUsername", () => {
  it.each([" victim", "\tvictim", "\u3000victim", "VICTIM", "Victim\n", "\u00a0ViCtIm "])(
    "reads %j as victim",
    (spelling) => {
      expect(normaliseUsername(spelling)).toBe("victim");
    },
  );

  it("keeps inner characters, so a different name stays different", () => {
    expect(normaliseUsername("vic tim")).toBe("vic tim");
  });
});

describe("changePasswordBody", () => {
  const valid = {
    currentPassword: "old password",
    newPassword: "new password",
    confirmNewPassword: "new password",
  };

  it("accepts matching passwords of at least 8 characters", () => {
    expect(changePasswordBody.safeParse(valid).success).toBe(true);
  });

  it("needs at least 8 characters in each of the three fields", () => {
    const result = changePasswordBody.safeParse({
      currentPassword: "1234567",
      newPassword: "1234567",
      confirmNewPassword: "1234567",
    });
    expect(issuesOf(result)).toEqual({
      currentPassword: "password.validation.password_must_greater_than",
      newPassword: "password.validation.password_must_greater_than",
      confirmNewPassword: "password.validation.password_must_greater_than",
    });
  });

  it("says the confirmation is required when it is empty", () => {
    const result = changePasswordBody.safeParse({ ...valid, confirmNewPassword: "" });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      "password.validation.please_enter_password",
    );
  });

  it("reports a mismatch on the confirm field", () => {
    expect(issuesOf(changePasswordBody.safeParse({ ...valid, confirmNewPassword: "new passworx" }))).toEqual({
      confirmNewPassword: "password.validation.password_not_match",
    });
  });
});
