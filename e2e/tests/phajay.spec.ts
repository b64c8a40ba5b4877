import {
  adminCall,
  createGatewayAgency,
  depositThroughFakePhaJay,
  fakePhaJayKey,
  pointFakeWebhookAt,
  registerOnHost,
} from "../fixtures/phajay.ts";
import { e2ePhaJayUrl } from "../fixtures/server.ts";
import { expect, test } from "../fixtures/test.ts";

/*
 * An agency switched to PhaJay through the owner's API, pointed at the fake PhaJay the e2e run starts.
 * The same through the back office's screen: tests/backoffice-gateway.spec.ts.
 */

test("a deposit under PhaJay shows the QR the gateway issued and is credited once the gateway says it is paid", async ({
  page,
  request,
  t,
}) => {
  const { code, host } = await createGatewayAgency(request);
  const settings = await adminCall(request, "PUT", `/agencies/${code}/payment-gateway`, {
    kind: "phajay",
    secretKey: fakePhaJayKey,
    baseUrl: e2ePhaJayUrl,
  });
  expect(settings).toMatchObject({ kind: "phajay", secretKeyLast4: "0123" });
  expect(JSON.stringify(settings)).not.toContain(fakePhaJayKey);
  // The address the owner pastes into PhaJay's portal; here, into the fake.
  await pointFakeWebhookAt(request, settings.webhookUrl);

  await registerOnHost(page, t, host);
  await depositThroughFakePhaJay(page, request, t, host);
  await page.screenshot({ path: test.info().outputPath("phajay-credited.png") });
});
