import { describe, expect, it } from "vitest";
import { configFromEnv } from "./config";
import { parseEnv } from "./env";

const oidc = {
  OIDC_ISSUER: "https://login.example.com/realms/acme/",
  OIDC_CLIENT_ID: "nova",
  OIDC_CLIENT_SECRET: "s3cret",
  OIDC_PROVIDER_NAME: "Keycloak",
};

describe("company sign-in settings (ADR 0042)", () => {
  it("are optional; PASSWORD_SIGN_IN defaults to true", () => {
    const env = parseEnv({});
    expect(env.PASSWORD_SIGN_IN).toBe(true);
    expect(configFromEnv(env, 5000, "x".repeat(32))).toMatchObject({ oidc: undefined, passwordSignIn: true });
  });

  it("become one provider with default scopes and no trailing slash on the issuer", () => {
    const config = configFromEnv(parseEnv({ ...oidc, OIDC_ADMIN_GROUP: "nova-admins" }), 5000, "x".repeat(32));
    expect(config.oidc).toEqual({
      issuer: "https://login.example.com/realms/acme",
      clientId: "nova",
      clientSecret: "s3cret",
      providerName: "Keycloak",
      scopes: ["openid", "email", "profile"],
      adminGroup: "nova-admins",
    });
    expect(
      configFromEnv(parseEnv({ ...oidc, OIDC_SCOPES: "openid, email groups" }), 1, "x".repeat(32)).oidc?.scopes,
    ).toEqual(["openid", "email", "groups"]);
  });

  it("names each missing companion of a partial OIDC configuration", () => {
    expect(() => parseEnv({ OIDC_ISSUER: oidc.OIDC_ISSUER })).toThrow(
      /OIDC_CLIENT_ID: is needed with OIDC_ISSUER\n {2}OIDC_CLIENT_SECRET: is needed with OIDC_ISSUER\n {2}OIDC_PROVIDER_NAME: is needed/,
    );
    expect(() => parseEnv({ ...oidc, OIDC_ISSUER: "not a url" })).toThrow(/OIDC_ISSUER/);
  });

  it("refuses PASSWORD_SIGN_IN=false without OIDC, and OIDC_ADMIN_GROUP alone", () => {
    expect(() => parseEnv({ PASSWORD_SIGN_IN: "false" })).toThrow(/PASSWORD_SIGN_IN: false needs OpenID Connect/);
    expect(parseEnv({ ...oidc, PASSWORD_SIGN_IN: "false" }).PASSWORD_SIGN_IN).toBe(false);
    expect(() => parseEnv({ PASSWORD_SIGN_IN: "no" })).toThrow(/PASSWORD_SIGN_IN: must be "true" or "false"/);
    expect(() => parseEnv({ OIDC_ADMIN_GROUP: "x" })).toThrow(/OIDC_ADMIN_GROUP: needs OIDC_ISSUER/);
  });
});
