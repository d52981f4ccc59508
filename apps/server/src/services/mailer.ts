/**
 * The SMTP connection handouts are e-mailed through (nodemailer; ADR 0046), made once from the
 * configuration: TLS always (implicit with SMTP_SECURE, otherwise STARTTLS required), the From
 * address SMTP_FROM with the practice's name. Without SMTP_HOST, SMTP_FROM and PUBLIC_URL there is
 * no mailer, and the reason says which is missing.
 */
import nodemailer from 'nodemailer';
import { type Config, mailUnavailableReason } from '../config.ts';
import type { MailerSetup } from '../context.ts';

export function mailerFromConfig(config: Config): MailerSetup {
  const reason = mailUnavailableReason(config);
  if (reason !== null || !config.SMTP_FROM) return { mailer: null, reason: reason ?? 'No SMTP_FROM' };
  const from = config.SMTP_FROM;
  const transport = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    requireTLS: !config.SMTP_SECURE,
    ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } } : {}),
    tls: { rejectUnauthorized: !config.SMTP_ALLOW_SELF_SIGNED, minVersion: 'TLSv1.2' },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    logger: false,
  });
  return {
    reason: null,
    mailer: {
      async send(mail) {
        await transport.sendMail({
          from: { name: mail.fromName, address: from },
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
    },
  };
}
