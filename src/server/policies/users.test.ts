import { describe, expect, it } from "vitest";
import {
  canListUsers,
  canSetActive,
  canSetAdmin,
  canViewAudit,
  LAST_ADMIN_DEACTIVATE_MESSAGE,
  LAST_ADMIN_REVOKE_MESSAGE,
  SELF_DEACTIVATE_MESSAGE,
  type AccountSubject,
} from "./users";

const admin: AccountSubject = { id: 1, isAdmin: true, active: true };
const otherAdmin: AccountSubject = { id: 2, isAdmin: true, active: true };
const member: AccountSubject = { id: 3, isAdmin: false, active: true };
const inactiveAdmin: AccountSubject = { id: 4, isAdmin: true, active: false };
const inactiveMember: AccountSubject = { id: 5, isAdmin: false, active: false };

const verdict = (d: ReturnType<typeof canSetAdmin>) => (d.allowed ? "allow" : d.code);

describe("reading", () => {
  it.each([
    ["an active admin", admin, "allow"],
    ["a member", member, "FORBIDDEN"],
    ["a deactivated admin", inactiveAdmin, "FORBIDDEN"],
  ] as const)("%s → %s", (_, actor, expected) => {
    expect(verdict(canListUsers(actor))).toBe(expected);
    expect(verdict(canViewAudit(actor))).toBe(expected);
  });
});

describe("grant and revoke admin", () => {
  // actor, target, isAdmin, active admins now → decision
  it.each([
    ["admin grants a member", admin, member, true, 1, "allow"],
    ["admin grants a deactivated member", admin, inactiveMember, true, 1, "allow"],
    ["admin revokes another admin (two active)", admin, otherAdmin, false, 2, "allow"],
    ["admin revokes themselves (two active)", admin, admin, false, 2, "allow"],
    ["admin revokes themselves, the last active admin", admin, admin, false, 1, "CONFLICT"],
    ["admin revokes a deactivated admin (one active)", admin, inactiveAdmin, false, 1, "allow"],
    ["admin revokes a member (no-op)", admin, member, false, 1, "allow"],
    ["member grants themselves", member, member, true, 1, "FORBIDDEN"],
    ["member revokes an admin", member, admin, false, 2, "FORBIDDEN"],
    ["deactivated admin grants", inactiveAdmin, member, true, 1, "FORBIDDEN"],
  ] as const)("%s → %s", (_, actor, target, isAdmin, activeAdmins, expected) => {
    expect(verdict(canSetAdmin(actor, target, isAdmin, activeAdmins))).toBe(expected);
  });

  it("says why the last admin keeps the right", () => {
    expect(canSetAdmin(admin, admin, false, 1)).toEqual({
      allowed: false,
      code: "CONFLICT",
      message: LAST_ADMIN_REVOKE_MESSAGE,
    });
  });
});

describe("deactivate and reactivate", () => {
  it.each([
    ["admin deactivates a member", admin, member, false, 1, "allow"],
    ["admin deactivates another admin (two active)", admin, otherAdmin, false, 2, "allow"],
    ["admin deactivates themselves (two active)", admin, admin, false, 2, "VALIDATION_ERROR"],
    ["admin deactivates themselves, the last admin", admin, admin, false, 1, "VALIDATION_ERROR"],
    ["admin deactivates the only other active admin while counted as one", admin, otherAdmin, false, 1, "CONFLICT"],
    ["admin reactivates a member", admin, inactiveMember, true, 1, "allow"],
    ["admin reactivates an admin", admin, inactiveAdmin, true, 1, "allow"],
    ["member deactivates someone", member, inactiveMember, false, 1, "FORBIDDEN"],
    ["member reactivates themselves", inactiveMember, inactiveMember, true, 1, "FORBIDDEN"],
    ["deactivated admin reactivates themselves", inactiveAdmin, inactiveAdmin, true, 1, "FORBIDDEN"],
  ] as const)("%s → %s", (_, actor, target, active, activeAdmins, expected) => {
    expect(verdict(canSetActive(actor, target, active, activeAdmins))).toBe(expected);
  });

  it("words each refusal", () => {
    expect(canSetActive(admin, admin, false, 2)).toMatchObject({ message: SELF_DEACTIVATE_MESSAGE });
    expect(canSetActive(admin, otherAdmin, false, 1)).toMatchObject({ message: LAST_ADMIN_DEACTIVATE_MESSAGE });
  });
});
