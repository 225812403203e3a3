import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  apiError,
  authAs,
  currentLocation,
  expectToast,
  jsonResponse,
  pending,
  type StubbedRequest,
  screenRendererAt,
  stubApi,
  TEST_USER,
} from "../../../test/render-screen.tsx";
import { SubscribePage } from "./subscribe-page.tsx";

const renderScreen = screenRendererAt("/subscribe");

const PLANS = "GET /api/subscription-plans";
const INFO = `GET /api/user/${TEST_USER.uid}/subscription`;
const CONFIG = "GET /api/client-config";
const CREATE = "POST /api/create-subscription";
const CONFIRM = "POST /api/sandbox/confirm-payment";

const plans = [
  {
    id: "plus",
    name: "Plus",
    price: 24.95,
    interval: "month",
    features: ["30 AI optimizations per month", "Advanced analysis and keyword matching", "Priority support", "Analysis history"],
    stripePriceId: "price_sandbox_plus",
  },
  {
    id: "pro",
    name: "Pro",
    price: 44.95,
    interval: "month",
    features: ["Unlimited AI optimizations", "All Plus features", "API access", "Premium support"],
    stripePriceId: "price_sandbox_pro",
  },
];

function info(subscriptionPlan = "free", subscriptionStatus = "active") {
  return {
    subscriptionPlan,
    subscriptionStatus,
    currentPeriodEnd: null,
    monthlyOptimizerUsage: 0,
    optimizerAccess: { allowed: true, reason: "" },
  };
}

type Handlers = Parameters<typeof stubApi>[0];

function stubCheckout(overrides: Handlers = {}): StubbedRequest[] {
  return stubApi({
    [PLANS]: () => jsonResponse(plans),
    [INFO]: () => jsonResponse(info()),
    [CONFIG]: () =>
      jsonResponse({ auth: { mode: "emulator", projectId: "demo", emulatorUrl: "http://127.0.0.1:9099" }, billing: "sandbox" }),
    [CREATE]: () => jsonResponse({ clientSecret: "secret-1" }),
    ...overrides,
  });
}

const plan = (name: string) => screen.getByRole("region", { name });

async function startCheckout(planName = "Plus") {
  fireEvent.click(await screen.findByRole("button", { name: `Choose ${planName}` }));
  await screen.findByText("Complete Your Subscription");
}

async function payWith(card: string) {
  fireEvent.change(await screen.findByLabelText("Card number"), { target: { value: card } });
  fireEvent.click(screen.getByRole("button", { name: "Complete Subscription" }));
}

describe("SubscribePage", () => {
  it("sends a signed-out visitor to the home page without asking the API", () => {
    const requests = stubApi({});
    renderScreen(<SubscribePage />, { auth: authAs("signed-out") });
    expect(currentLocation()).toBe("/");
    expect(screen.getByText("Home page")).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("waits while auth is still loading instead of redirecting", () => {
    stubApi({});
    renderScreen(<SubscribePage />, { auth: authAs("loading") });
    expect(currentLocation()).toBe("/subscribe");
    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
  });

  it("lists the Free plan and the server's plans, marking the current one", async () => {
    stubCheckout({ [INFO]: () => jsonResponse(info("plus")) });
    renderScreen(<SubscribePage />);
    await screen.findByRole("button", { name: "Choose Pro" });
    const list = screen.getByRole("region", { name: "Plans" });
    expect(
      within(list)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(["Free", "Plus", "Pro"]);
    expect(within(plan("Free")).getByText("$0")).toBeTruthy();
    expect(within(plan("Free")).getByText("1 AI optimization per week")).toBeTruthy();
    expect(within(plan("Plus")).getByText("$24.95")).toBeTruthy();
    expect(within(plan("Pro")).getByText("$44.95")).toBeTruthy();
    expect(within(plan("Pro")).getByText("API access")).toBeTruthy();
    expect(within(plan("Plus")).getByText("Current Plan", { selector: "span" })).toBeTruthy();
    expect(within(plan("Free")).queryByText("Current Plan")).toBeNull();
    const current = within(plan("Plus")).getByRole("button", { name: "Current Plan" }) as HTMLButtonElement;
    expect(current.disabled).toBe(true);
  });

  it("lets a user whose plan is canceled subscribe to it again", async () => {
    stubCheckout({ [INFO]: () => jsonResponse(info("plus", "canceled")) });
    renderScreen(<SubscribePage />);
    const again = (await screen.findByRole("button", { name: "Choose Plus" })) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
  });

  it("toasts and says so when the plans cannot be loaded", async () => {
    stubCheckout({ [PLANS]: () => new Response("down", { status: 503 }) });
    renderScreen(<SubscribePage />);
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load subscription information");
    await expectToast("Error", "Failed to load subscription information");
  });

  it("creates the subscription for the chosen price and shows the sandbox checkout form", async () => {
    const requests = stubCheckout();
    renderScreen(<SubscribePage />);
    await startCheckout("Pro");
    expect(requests.find((r) => r.path === "/api/create-subscription")?.body).toEqual({
      priceId: "price_sandbox_pro",
      userId: TEST_USER.uid,
    });
    expect(screen.getByText("Pro — $44.95/month")).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Sandbox — no card is charged" })).toBeTruthy();
    const submit = screen.getByRole("button", { name: "Complete Subscription" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Back to plans" }));
    expect(await screen.findByRole("button", { name: "Choose Pro" })).toBeTruthy();
  });

  it("toasts when the subscription cannot be created and stays on the plans", async () => {
    stubCheckout({ [CREATE]: () => apiError(400, "bad_request", "You are already subscribed to Plus.") });
    renderScreen(<SubscribePage />);
    fireEvent.click(await screen.findByRole("button", { name: "Choose Plus" }));
    await expectToast("Error", "Failed to create subscription. Please try again.");
    expect(screen.queryByText("Complete Your Subscription")).toBeNull();
  });

  it("confirms the payment with the card, toasts success and goes to settings", async () => {
    let answer: (response: Response) => void = () => {};
    const requests = stubCheckout({ [CONFIRM]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { queryClient } = renderScreen(<SubscribePage />);
    await startCheckout();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await payWith("4242 4242 4242 4242");
    expect(((await screen.findByRole("button", { name: "Processing..." })) as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse({ status: "succeeded" }));
    await expectToast("Payment Successful");
    await vi.waitFor(() => expect(currentLocation()).toBe("/settings?subscription=success"));
    expect(requests.find((r) => r.path === "/api/sandbox/confirm-payment")?.body).toEqual({
      clientSecret: "secret-1",
      card: "4242 4242 4242 4242",
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["subscription"] });
  });

  it.each([
    ["a declined card", apiError(402, "card_declined", "Your card was declined."), "Payment Failed", "Your card was declined."],
    ["an invalid card", apiError(400, "card_invalid", "Your card number is invalid."), "Payment Failed", "Your card number is invalid."],
    ["a refusal without a message", new Response("", { status: 402 }), "Payment Failed", "Payment processing failed. Please try again."],
    [
      "a server fault",
      new Response("boom", { status: 500 }),
      "Payment Error",
      "Unable to process payment. Please try again or contact support.",
    ],
  ])("toasts %s and stays on the form", async (_case, response, title, description) => {
    stubCheckout({ [CONFIRM]: () => response.clone() });
    renderScreen(<SubscribePage />);
    await startCheckout();
    await payWith("4000 0000 0000 0002");
    await expectToast(title, description);
    expect(currentLocation()).toBe("/subscribe");
    expect(screen.getByRole("button", { name: "Complete Subscription" })).toBeTruthy();
  });

  it("says the Stripe Payment Element is not in this build when the server bills through Stripe", async () => {
    stubCheckout({ [CONFIG]: () => jsonResponse({ auth: { mode: "emulator" }, billing: "stripe" }) });
    renderScreen(<SubscribePage />);
    await startCheckout();
    expect((await screen.findByRole("alert")).textContent).toContain("the Stripe Payment Element is not available in this build");
    expect(screen.queryByLabelText("Card number")).toBeNull();
    expect((screen.getByRole("button", { name: "Complete Subscription" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the checkout without a card form while the billing mode loads", async () => {
    stubCheckout({ [CONFIG]: pending });
    renderScreen(<SubscribePage />);
    await startCheckout();
    expect(screen.queryByLabelText("Card number")).toBeNull();
  });
});
