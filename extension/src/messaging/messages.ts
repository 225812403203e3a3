/**
 * The one typed message map of the extension: every runtime message between the background, the side panel and the
 * content scripts, with the reply each one gets. Messages and replies are parsed with zod on arrival: anything that
 * crosses a context boundary is outside input (a content script shares its page with code we do not control).
 */
import { browser } from "wxt/browser";
import { z } from "zod";
import { scrapedJobSchema } from "../scrapers/job-posting.ts";

/** Firebase custom tokens are JWTs of about 1 KB; anything far larger is not one. */
const MAX_CUSTOM_TOKEN_LENGTH = 8192;

export const extensionMessageSchema = z.discriminatedUnion("type", [
  /** Extension → a tab's job-page content script: read the posting as the page is now. */
  z.object({ type: z.literal("jobfit:get-job-posting") }),
  /** Job-page content script → background: the page was read (on load, and after each in-page navigation). */
  z.object({ type: z.literal("jobfit:job-page-read"), job: scrapedJobSchema.nullable(), url: z.string() }),
  /** Web-app content script → background: the signed-in web app handed over a Firebase custom token. */
  z.object({ type: z.literal("jobfit:sign-in-with-custom-token"), customToken: z.string().min(1).max(MAX_CUSTOM_TOKEN_LENGTH) }),
  /** Side panel → background: a fresh ID token for an API call, or null when signed out. */
  z.object({ type: z.literal("jobfit:get-id-token") }),
  /** Side panel → background. */
  z.object({ type: z.literal("jobfit:sign-out") }),
]);
export type ExtensionMessage = z.infer<typeof extensionMessageSchema>;
export type ExtensionMessageType = ExtensionMessage["type"];
export type MessageOf<T extends ExtensionMessageType> = Extract<ExtensionMessage, { type: T }>;

const accountSchema = z.object({ uid: z.string(), email: z.string().nullable(), displayName: z.string().nullable() });

export const signInOutcomeSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), account: accountSchema }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type SignInOutcome = z.infer<typeof signInOutcomeSchema>;

const replySchemas = {
  "jobfit:get-job-posting": scrapedJobSchema.nullable(),
  "jobfit:job-page-read": z.object({ stored: z.boolean() }),
  "jobfit:sign-in-with-custom-token": signInOutcomeSchema,
  "jobfit:get-id-token": z.object({ idToken: z.string().nullable() }),
  "jobfit:sign-out": z.object({ signedOut: z.literal(true) }),
} as const satisfies Record<ExtensionMessageType, z.ZodType>;

export type ExtensionReply<T extends ExtensionMessageType> = z.infer<(typeof replySchemas)[T]>;

/** What a listener knows about who sent a message: a tab for content scripts, nothing for extension pages. */
export interface MessageSender {
  tab?: { id?: number; url?: string };
}

export type MessageHandlers = {
  [T in ExtensionMessageType]?: (message: MessageOf<T>, sender: MessageSender) => ExtensionReply<T> | Promise<ExtensionReply<T>>;
};

type MessageListener = (message: unknown, sender: MessageSender, sendResponse: (response: unknown) => void) => boolean;

/**
 * A runtime.onMessage listener answering the messages this context has handlers for and ignoring the rest, so the
 * other contexts' listeners answer theirs. A failing handler answers nothing: the sender's promise rejects, as its
 * reply does not parse.
 */
export function handleMessages(handlers: MessageHandlers): MessageListener {
  return (message, sender, sendResponse) => {
    const parsed = extensionMessageSchema.safeParse(message);
    if (!parsed.success) return false;
    const handler = handlers[parsed.data.type] as
      | ((message: ExtensionMessage, sender: MessageSender) => unknown | Promise<unknown>)
      | undefined;
    if (handler === undefined) return false;
    Promise.resolve()
      .then(() => handler(parsed.data, sender))
      .then(sendResponse, (error: unknown) => {
        console.error(`JobFit: ${parsed.data.type} failed:`, error);
        sendResponse(undefined);
      });
    // This context answers, possibly later: the channel stays open until it does.
    return true;
  };
}

/** Sends to the extension's own contexts (the background answers); rejects on a missing or malformed reply. */
export async function sendToExtension<T extends ExtensionMessageType>(message: MessageOf<T>): Promise<ExtensionReply<T>> {
  const reply: unknown = await browser.runtime.sendMessage(message);
  return parseReply(message.type, reply);
}

/** Sends to the content scripts of one tab; rejects when none answers or the answer is malformed. */
export async function sendToTab<T extends ExtensionMessageType>(tabId: number, message: MessageOf<T>): Promise<ExtensionReply<T>> {
  const reply: unknown = await browser.tabs.sendMessage(tabId, message);
  return parseReply(message.type, reply);
}

function parseReply<T extends ExtensionMessageType>(type: T, reply: unknown): ExtensionReply<T> {
  return replySchemas[type].parse(reply) as ExtensionReply<T>;
}
