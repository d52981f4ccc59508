/**
 * A signed, expiring link to the handouts of protocols of the call (POST /api/handouts/links; ADR
 * 0046): the request names the protocols only, nothing about the patient.
 */
import {
  createHandoutLink,
  emailHandout,
  getTextDelivery,
  type HandoutLinkData,
  type HandoutProtocolRef,
  type TextDeliveryData,
  textHandout,
} from '@triage/contracts';
import { callApi } from '../../../lib/call-api.ts';

export interface HandoutLink {
  /** The absolute address the nurse reads out or pastes ('' when it was sent: the nurse does not see it). */
  url: string;
  expiresAt: Date;
  /** What became of a send: taken by the provider to send later, or sent. */
  outcome?: 'queued' | 'sent';
  /** A text's id to ask for its delivery report by (ADR 0064); null when the server asks for none. */
  deliveryId?: string | null;
}

export async function requestHandoutLink(
  sessionId: string | null,
  protocols: readonly HandoutProtocolRef[],
): Promise<HandoutLink> {
  const data: HandoutLinkData = await callApi(createHandoutLink, {
    sessionId,
    body: { protocols: [...protocols], language: 'en' },
  });
  return { url: new URL(data.path, window.location.origin).toString(), expiresAt: new Date(data.expiresAt) };
}

/** E-mails the handouts' link to the address typed for this send only (POST /api/handouts/email). */
export async function emailHandoutLink(
  sessionId: string | null,
  protocols: readonly HandoutProtocolRef[],
  to: string,
): Promise<HandoutLink> {
  const data = await callApi(emailHandout, { sessionId, body: { protocols: [...protocols], language: 'en', to } });
  return { url: '', expiresAt: new Date(data.expiresAt), outcome: data.outcome };
}

/** Texts a short link to the handouts to the number typed for this send only (POST /api/handouts/text; ADR 0051). */
export async function textHandoutLink(
  sessionId: string | null,
  protocols: readonly HandoutProtocolRef[],
  to: string,
): Promise<HandoutLink> {
  const data = await callApi(textHandout, { sessionId, body: { protocols: [...protocols], language: 'en', to } });
  return { url: '', expiresAt: new Date(data.expiresAt), outcome: data.outcome, deliveryId: data.deliveryId };
}

/** A texted handout's delivery as the SMS provider last reported it (GET /api/handouts/text/:deliveryId; ADR 0064). */
export function textDelivery(sessionId: string | null, deliveryId: string): Promise<TextDeliveryData> {
  return callApi(getTextDelivery, { sessionId, params: { deliveryId } });
}
