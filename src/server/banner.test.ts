import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeDatabase, describeEngine, describeMail, startBanner } from "./banner";

describe("the npm start banner", () => {
  it("names the address, the database, the engine and where mail goes, one row each", () => {
    const banner = startBanner({
      url: "http://localhost:5000",
      database: describeDatabase({ DATA_DIR: "./data" }),
      engine: describeEngine({}),
      mail: describeMail({}, "data/outbox"),
    });
    expect(banner.split("\n")).toEqual([
      "",
      "  Nova Writer is running",
      "  Open      http://localhost:5000",
      `  Database  PGlite (embedded PostgreSQL) in ${path.resolve("data/pglite")}`,
      "  Engine    offline drafting engine (set OPENAI_API_KEY to use a model)",
      `  Mail      no SMTP_URL: each message is printed here (recipient, code, link) and saved in ${path.resolve("data/outbox")}`,
      "  Stop      Ctrl+C",
      "",
    ]);
  });

  it("names a PostgreSQL server by host and database, never its user or password", () => {
    const text = describeDatabase({
      DATA_DIR: "./data",
      DATABASE_URL: "postgres://nova:s3cret@db.example.com:5432/nova",
    });
    expect(text).toBe("PostgreSQL at db.example.com:5432/nova");
  });

  it("names the model and its endpoint, with the defaults when AI_MODEL or OPENAI_BASE_URL is unset", () => {
    expect(
      describeEngine({ OPENAI_API_KEY: "k", AI_MODEL: "llama3.1", OPENAI_BASE_URL: "http://localhost:11434/v1" }),
    ).toBe("model llama3.1 at http://localhost:11434/v1");
    expect(describeEngine({ OPENAI_API_KEY: "k" })).toBe("model gpt-4o-mini at https://api.openai.com/v1");
  });

  it("names the SMTP server as the mailer describes it (without credentials)", () => {
    expect(
      describeMail({ SMTP_URL: "smtps://apikey:secret@smtp.example.com:465" }, "smtps://smtp.example.com:465"),
    ).toBe("SMTP server smtps://smtp.example.com:465");
  });
});
