import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker, SERVICE_WORKER_URL, UPDATE_CHECK_MS } from "./register-service-worker";

function fakePage() {
  const page = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  page.visibilityState = "visible";
  const show = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    page.dispatchEvent(new Event("visibilitychange"));
  };
  return { page: page as unknown as Document, show };
}

describe("registering the service worker", () => {
  it("registers the built worker for the whole site", async () => {
    const registration = { update: vi.fn(async () => {}) };
    const container = { register: vi.fn(async () => registration) };
    const { page } = fakePage();
    const registered = await registerServiceWorker(container as unknown as ServiceWorkerContainer, page);
    expect(registered).toBe(registration);
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: "/" });
  });

  it("does nothing where the browser has no service workers or refuses one", async () => {
    expect(await registerServiceWorker(undefined)).toBeUndefined();
    const refusing = {
      register: async () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    expect(await registerServiceWorker(refusing as unknown as ServiceWorkerContainer)).toBeUndefined();
  });

  it("looks for a new version when an app left in the background is shown again, at most hourly", async () => {
    let clock = 0;
    const registration = { update: vi.fn(async () => {}) };
    const container = { register: async () => registration };
    const { page, show } = fakePage();
    await registerServiceWorker(container as unknown as ServiceWorkerContainer, page, () => clock);

    clock = UPDATE_CHECK_MS / 2;
    show("hidden");
    show("visible");
    expect(registration.update).not.toHaveBeenCalled();

    clock = UPDATE_CHECK_MS + 1;
    show("hidden");
    expect(registration.update).not.toHaveBeenCalled();
    show("visible");
    expect(registration.update).toHaveBeenCalledTimes(1);
    show("visible");
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});
