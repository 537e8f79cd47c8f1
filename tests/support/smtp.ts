import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next message to `to` (or the newest already received since `after`). */
  waitFor(to: string, opts?: { after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it receives, parsed. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          for (const address of to) {
            messages.push({
              to: address,
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: String(parsed.html || ""),
            });
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, opts = {}) {
      const deadline = Date.now() + (opts.timeoutMs ?? 5000);
      const after = opts.after ?? 0;
      for (;;) {
        const found = messages
          .slice(after)
          .filter((m) => m.to === to.toLowerCase())
          .at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${opts.timeoutMs ?? 5000} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The verification link and 6-digit code of a verification message. */
/** The link and the 6-digit code of a "Forgot password?" message. */
export function resetParts(mail: ReceivedMail): { url: string; code: string } {
  const url = mail.text.match(/https?:\/\/\S+reset-password\S+/)?.[0];
  const code = mail.text.match(/reset code[^:]*:\s*(\d{6})/)?.[1];
  if (!url || !code) throw new Error(`not a reset message: ${mail.text}`);
  return { url, code };
}

export function verificationParts(mail: ReceivedMail): { url: string; code: string } {
  const url = mail.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  const code = mail.text.match(/code[^:]*:\s*(\d{6})/)?.[1];
  if (!url || !code) throw new Error(`not a verification message: ${mail.text}`);
  return { url, code };
}
