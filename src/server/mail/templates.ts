import { PRODUCT_NAME } from "@shared/constants";
import type { MailMessage } from "./mailer";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The verification message: a link that verifies the address (the user then signs in), and the 6-digit code that can be
 * typed on the 'Check Your Email' view instead. `expiresInMinutes` applies to both.
 */
export function verificationMessage(input: {
  to: string;
  url: string;
  code: string;
  expiresInMinutes: number;
}): MailMessage {
  const { to, url, code, expiresInMinutes } = input;
  const text = [
    `Welcome to ${PRODUCT_NAME}!`,
    "",
    "Confirm your e-mail address by opening this link:",
    url,
    "",
    `Or type this verification code on the Check Your Email screen: ${code}`,
    "",
    `The link and the code expire in ${expiresInMinutes} minutes. If you did not create an account, ignore this message.`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<h1 style="font-size:20px">Welcome to ${PRODUCT_NAME}!</h1>
<p>Confirm your e-mail address to start writing scripts.</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Verify my e-mail</a></p>
<p>Or type this verification code on the Check Your Email screen:</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>
<p style="color:#4b5563;font-size:13px">The link and the code expire in ${expiresInMinutes} minutes. If you did not create an account, ignore this message.</p>
</body></html>`;
  return { to, subject: `Verify your e-mail for ${PRODUCT_NAME}`, text, html, action: { url, code } };
}

/** The "Forgot password?" message: a link to the reset screen and a 6-digit code; `expiresInMinutes` applies to both. */
export function passwordResetMessage(input: {
  to: string;
  url: string;
  code: string;
  expiresInMinutes: number;
}): MailMessage {
  const { to, url, code, expiresInMinutes } = input;
  const text = [
    `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
    "",
    "Choose a new password by opening this link:",
    url,
    "",
    `Or type this reset code on the Reset Password screen: ${code}`,
    "",
    `The link and the code expire in ${expiresInMinutes} minutes. If you did not ask for this, ignore this message: your password stays as it is.`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<h1 style="font-size:20px">Reset your ${PRODUCT_NAME} password</h1>
<p>Someone asked to reset the password of your account.</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p>Or type this reset code on the Reset Password screen:</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>
<p style="color:#4b5563;font-size:13px">The link and the code expire in ${expiresInMinutes} minutes. If you did not ask for this, ignore this message: your password stays as it is.</p>
</body></html>`;
  return { to, subject: `Reset your ${PRODUCT_NAME} password`, text, html, action: { url, code } };
}
