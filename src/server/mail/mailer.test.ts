import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer, outboxMailLine } from "./mailer";
import { passwordResetMessage, verificationMessage } from "./templates";

const dir = mkdtempSync(path.join(os.tmpdir(), "nova-outbox-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LINK = "http://localhost:5000/api/auth/verify-email?token=abc.def&callbackURL=%2F";

describe("mail without SMTP (the outbox)", () => {
  it("gives each verification message as one readable line, logs its link and code as fields, and saves the .eml", async () => {
    const logLines: Record<string, unknown>[] = [];
    const logger = pino({ level: "info" }, { write: (l: string) => void logLines.push(JSON.parse(l)) });
    const notices: string[] = [];
    const outboxDir = path.join(dir, "outbox");
    const mailer = createMailer({
      from: "Nova Writer <no-reply@localhost>",
      outboxDir,
      logger,
      notify: (line) => notices.push(line),
    });

    await mailer.send(verificationMessage({ to: "ana@newsela.com", url: LINK, code: "123456", expiresInMinutes: 60 }));

    expect(notices).toEqual([`Mail to ana@newsela.com · Verify your e-mail for Nova Writer · code 123456 · ${LINK}`]);
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatchObject({
      msg: "mail written to outbox",
      to: "ana@newsela.com",
      url: LINK,
      code: "123456",
    });
    const [file] = readdirSync(outboxDir);
    expect(readFileSync(path.join(outboxDir, file!), "utf8")).toContain("123456");
    expect(mailer.describe()).toBe(outboxDir);
  });

  it("says the same for a password reset, and only recipient and subject for a message without a link", () => {
    const reset = passwordResetMessage({
      to: "ben@newsela.com",
      url: "http://x/reset?token=t",
      code: "654321",
      expiresInMinutes: 60,
    });
    expect(outboxMailLine(reset)).toBe(
      "Mail to ben@newsela.com · Reset your Nova Writer password · code 654321 · http://x/reset?token=t",
    );
    expect(outboxMailLine({ to: "ben@newsela.com", subject: "Hello", text: "Hi" })).toBe(
      "Mail to ben@newsela.com · Hello",
    );
  });
});
