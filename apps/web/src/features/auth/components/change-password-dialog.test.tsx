import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp, stubApi } from "@/lib/test-app";
import { ChangePasswordDialog } from "./change-password-dialog";

const labels = ["password.current_password", "password.new_password", "password.confirm_new_password"];

async function openDialog() {
  renderInApp(() => <ChangePasswordDialog open onOpenChange={() => {}} />);
  return screen.findByRole("dialog");
}

function fill(values: string[]) {
  labels.forEach((label, index) => {
    fireEvent.change(screen.getByLabelText(label), { target: { value: values[index] } });
  });
}

describe("ChangePasswordDialog", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows or hides all three passwords with one toggle", async () => {
    stubApi(() => undefined);
    const dialog = await openDialog();
    const types = () => labels.map((label) => (screen.getByLabelText(label) as HTMLInputElement).type);
    expect(types()).toEqual(["password", "password", "password"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "password.show" }));
    expect(types()).toEqual(["text", "text", "text"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "password.hide" }));
    expect(types()).toEqual(["password", "password", "password"]);
  });

  it("needs 8 characters in each field, a confirmation, and a matching confirmation", async () => {
    const calls = stubApi(() => undefined);
    await openDialog();
    fireEvent.click(screen.getByRole("button", { name: "password.save" }));
    expect(await screen.findAllByText("password.validation.password_must_greater_than")).toHaveLength(2);
    expect(screen.getByText("password.validation.please_enter_password")).toBeTruthy();
    fill(["password123", "newpassword1", "newpassword2"]);
    fireEvent.click(screen.getByRole("button", { name: "password.save" }));
    expect(await screen.findByText("password.validation.password_not_match")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the error toast when the current password is wrong", async () => {
    stubApi(() => ({ status: 400, body: { error: { code: "PASSWORD_INCORRECT", message: "wrong" } } }));
    await openDialog();
    fill(["wrongpass1", "newpassword1", "newpassword1"]);
    fireEvent.click(screen.getByRole("button", { name: "password.save" }));
    const toast = await waitFor(() => {
      const element = document.querySelector("[data-sonner-toast]");
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(toast.textContent).toContain("password.notification.error");
    expect(toast.textContent).toContain("password.notification.password_is_incorrect");
  });

  it("shows the success dialog, whose close button reloads the page", async () => {
    const calls = stubApi(() => ({ status: 200, body: { data: {} } }));
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    await openDialog();
    fill(["password123", "newpassword1", "newpassword1"]);
    fireEvent.click(screen.getByRole("button", { name: "password.save" }));
    expect(await screen.findByText("password.notification.password_changed")).toBeTruthy();
    expect(calls[0]).toMatchObject({
      path: "/v2/players/security/password/change",
      body: {
        currentPassword: "password123",
        newPassword: "newpassword1",
        confirmNewPassword: "newpassword1",
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "password.notification.close" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
