import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/toaster.tsx";
import { dismissToast } from "../../../lib/toast.ts";
import { newsletterEmailError } from "../api/subscribe-to-newsletter.ts";
import { blogArticles } from "../articles/index.ts";
import { BlogPage } from "./blog-page.tsx";

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => Response.json({ subscribed: true }));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function renderBlog() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BlogPage />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function emailInput() {
  return screen.getByLabelText("Email address") as HTMLInputElement;
}

function submitEmail(value: string) {
  fireEvent.change(emailInput(), { target: { value } });
  fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
}

describe("BlogPage", () => {
  it("lists the three articles with title link, date, read time, tags and excerpt, and names the tab", () => {
    renderBlog();
    const cards = within(screen.getByRole("list", { name: "Articles" })).getAllByRole("article");
    expect(cards).toHaveLength(3);
    const expected = [
      ["how-to-write-resume-todays-job-market", "Jan 15, 2025", "8 min read"],
      ["how-to-create-ats-resume-easily", "Jan 12, 2025", "6 min read"],
      ["unlock-next-interview-ai-powered-ats-resume-tailoring", "Jan 10, 2025", "10 min read"],
    ];
    cards.forEach((card, index) => {
      const article = blogArticles[index];
      const [slug, date, readTime] = expected[index] ?? [];
      if (!article) throw new Error(`no article ${index}`);
      const titleLink = within(card).getByRole("link", { name: article.title });
      expect(titleLink.getAttribute("href")).toBe(`/blog/${slug}`);
      expect(
        within(card)
          .getByRole("link", { name: `Read article: ${article.title}` })
          .getAttribute("href"),
      ).toBe(`/blog/${slug}`);
      expect(within(card).getByText(date ?? "").tagName).toBe("TIME");
      expect(within(card).getByText(readTime ?? "")).toBeTruthy();
      expect(within(card).getByText(article.excerpt)).toBeTruthy();
      const tags = within(card).getByRole("list", { name: "Tags" });
      expect(
        within(tags)
          .getAllByRole("listitem")
          .map((tag) => tag.textContent),
      ).toEqual(article.tags);
    });
    expect(document.title).toBe("Blog · JobFit");
  });

  it.each([
    ["", "Please enter your email address"],
    ["   ", "Please enter your email address"],
    ["not-an-email", "Please enter a valid email address"],
    ["name@example", "Please enter a valid email address"],
    ["two@@example.com", "Please enter a valid email address"],
    ["spaced name@example.com", "Please enter a valid email address"],
  ])("the address %j is answered inline (%s) and never sent", (value, message) => {
    renderBlog();
    submitEmail(value);
    expect(screen.getByRole("alert").textContent).toBe(message);
    expect(emailInput().getAttribute("aria-invalid")).toBe("true");
    expect(emailInput().getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears the inline error once the address is edited", () => {
    renderBlog();
    submitEmail("");
    expect(screen.getByRole("alert")).toBeTruthy();
    fireEvent.change(emailInput(), { target: { value: "a" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(emailInput().getAttribute("aria-invalid")).toBeNull();
  });

  it("posts the trimmed address to /api/newsletter, says Subscribing... meanwhile, then toasts and clears the field", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderBlog();
    submitEmail("  reader@example.com ");

    const pending = await screen.findByRole("button", { name: "Subscribing..." });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(String(input)).pathname).toBe("/api/newsletter");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "reader@example.com" });

    await act(async () => answer(Response.json({ subscribed: true })));
    const toast = await screen.findByTestId("toast");
    expect(within(toast).getByText("Subscribed")).toBeTruthy();
    expect(toast.textContent).toContain("You're on the list");
    expect(toast.getAttribute("data-variant")).toBe("default");
    expect(emailInput().value).toBe("");
    expect((screen.getByRole("button", { name: "Subscribe" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows a failure as a destructive toast with the request's message and keeps the address", async () => {
    fetchMock.mockResolvedValueOnce(new Response("Service unavailable", { status: 503 }));
    renderBlog();
    submitEmail("reader@example.com");
    const toast = await screen.findByTestId("toast");
    expect(within(toast).getByText("Subscription failed")).toBeTruthy();
    expect(toast.textContent).toContain("503: Service unavailable");
    expect(toast.getAttribute("data-variant")).toBe("destructive");
    expect(emailInput().value).toBe("reader@example.com");
  });
});

describe("newsletterEmailError", () => {
  it.each(["reader@example.com", "first.last+jobs@mail.example.co.uk", "o'brien@example.ie", " padded@example.com "])(
    "accepts %j",
    (email) => {
      expect(newsletterEmailError(email)).toBeNull();
    },
  );

  it.each([".lead@example.com", "double..dot@example.com", "name@example.c", "name@-example.com", `${"a".repeat(250)}@example.com`])(
    "refuses %j",
    (email) => {
      expect(newsletterEmailError(email)).toBe("Please enter a valid email address");
    },
  );
});
