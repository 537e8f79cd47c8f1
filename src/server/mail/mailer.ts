import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link and 6-digit code a verification or reset message carries (the outbox prints them on one line). */
  action?: { url: string; code: string };
}

export interface Mailer {
  /** Sends one message. Resolves once the SMTP server accepted it (or the outbox file is written). */
  send(message: MailMessage): Promise<void>;
  /** Where messages go, for logs and the README: "smtp://host:port" or the outbox folder. */
  describe(): string;
}

/** One readable line for a message written to the outbox: recipient, subject, code and link. */
export function outboxMailLine(message: MailMessage): string {
  const { to, subject, action } = message;
  return [`Mail to ${to}`, subject, ...(action ? [`code ${action.code}`, action.url] : [])].join(" · ");
}

/**
 * SMTP through nodemailer when `smtpUrl` is set; otherwise each message is written as an `.eml` file under
 * `outboxDir`, logged with its link and code (fields `url`, `code`), and given to `notify` as one readable line
 * (`outboxMailLine`; the terminal of `npm start`) so a local user can verify without a mail server.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  notify?: (line: string) => void;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    const where = opts.smtpUrl.replace(/\/\/[^@/]*@/, "//");
    return {
      describe: () => where,
      async send({ action: _action, ...message }) {
        await transport.sendMail({ from: opts.from, ...message });
        opts.logger.info({ to: message.to, subject: message.subject }, "mail sent over SMTP");
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let counter = 0;
  return {
    describe: () => opts.outboxDir,
    async send(message) {
      const { action, ...mail } = message;
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = path.join(opts.outboxDir, `${Date.now()}-${++counter}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.logger.info({ to: message.to, subject: message.subject, file, ...action }, "mail written to outbox");
      opts.notify?.(outboxMailLine(message));
    },
  };
}
