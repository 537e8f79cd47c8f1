import * as z from "zod/mini";

/**
 * Account governance and the audit log (docs/product/accounts.md): the admin panel's Users and Audit tabs and
 * their endpoints. Times are ISO 8601 strings; cursors are opaque strings taken from `nextCursor`.
 */

/** How an account signs in: its own password, or the company's OpenID Connect provider (ADR 0042). */
export const signInMethodSchema = z.enum(["password", "oidc"]);

/** A row of GET /api/admin/users. */
export const adminUserSchema = z.object({
  id: z.int(),
  email: z.string(),
  method: signInMethodSchema,
  createdAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  active: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users → one page (by e-mail, A→Z); `nextCursor` is null on the last page. */
export const adminUsersPageSchema = z.object({ users: z.array(adminUserSchema), nextCursor: z.nullable(z.string()) });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** GET /api/admin/users: `search` (part of an e-mail, case-insensitive), `cursor` (from `nextCursor`). */
export const adminUsersQuerySchema = z.object({
  search: z._default(z.string().check(z.trim(), z.maxLength(200)), ""),
  cursor: z.optional(z.string().check(z.maxLength(320))),
});

/** Users shown per page of the Users tab. */
export const ADMIN_USERS_PAGE_SIZE = 50;

/** PATCH /api/admin/users/:id: grant or revoke admin, deactivate or reactivate (at least one field). */
export const adminUserPatchSchema = z
  .strictObject({ isAdmin: z.optional(z.boolean()), active: z.optional(z.boolean()) })
  .check(z.refine((v) => v.isAdmin !== undefined || v.active !== undefined, "Send isAdmin, active or both."));
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;

/** The kinds of audit event; the panel's filter offers them with these labels. */
export const auditKinds = {
  "admin.granted": "Admin granted",
  "admin.revoked": "Admin revoked",
  "account.deactivated": "Account deactivated",
  "account.reactivated": "Account reactivated",
  "prompt.changed": "Prompt changed",
  "character.changed": "Character changed",
  "topic.changed": "Topic changed",
  "sso.linked": "SSO account linked",
  "sign-in.refused": "Sign-in refused by the domain rule",
} as const;
export type AuditKind = keyof typeof auditKinds;
export const auditKindSchema = z.enum(Object.keys(auditKinds) as [AuditKind, ...AuditKind[]]);

/** One audit event: when, who acted (their e-mail; null when nobody was signed in), what kind, on what, details. */
export const auditEventSchema = z.object({
  at: z.string(),
  actor: z.nullable(z.string()),
  kind: auditKindSchema,
  target: z.string(),
  detail: z.string(),
});

/** GET /api/admin/audit → newest first; `nextCursor` is null on the last page. */
export const auditPageSchema = z.object({ events: z.array(auditEventSchema), nextCursor: z.nullable(z.string()) });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/admin/audit: `kind` (one kind), `actor` (part of the actor's e-mail), `cursor`. */
export const auditQuerySchema = z.object({
  kind: z.optional(z.union([auditKindSchema, z.literal("")])),
  actor: z._default(z.string().check(z.trim(), z.maxLength(320)), ""),
  cursor: z.optional(z.string().check(z.regex(/^\d{1,12}$/, "cursor must come from nextCursor"))),
});

/** Audit events per page of the Audit tab. */
export const AUDIT_PAGE_SIZE = 50;
