import { AI_DOCUMENTS } from "./ai";
import { KIB } from "./units";

/**
 * Largest request bodies, in bytes (issue 8 "request size limits"; not in the spec). Each is far
 * above what its legitimate sender writes; a bigger body is refused with 413 before it is parsed.
 */
export const REQUEST_BODY_LIMITS = {
  /** Any form post to the console (its forms send a few kilobytes; the identity provider's pages too). */
  CONSOLE_BYTES: 1024 * KIB,
  /** JSON or form bodies of /vaic/api (sign-in, tokens, registration, money, notifications). */
  PLATFORM_VAIC_BYTES: 100 * KIB,
  /** WhatsApp number create, edit, sign-up and export requests. */
  PLATFORM_WHATSAPP_BYTES: 16 * KIB,
  /** The WhatsApp provider's sign-up page form (a phone number). */
  PLATFORM_WHATSAPP_SIGNUP_FORM_BYTES: 4 * KIB,
  /** The admin manual phone number. */
  PLATFORM_MANUAL_NUMBER_BYTES: 16 * KIB,
  /** A phone number's requirement documents, base64 in JSON (PHONE_NUMBERS.DOCUMENTS_MAX_FILES of DOCUMENT_MAX_BYTES, with room for the encoding). */
  PLATFORM_PHONE_DOCUMENTS_BYTES: 1536 * KIB,
  /** The admin SIP connection settings (call-limit profile, SBC override JSON, charge). */
  PLATFORM_SIP_ADMIN_BYTES: 32 * KIB,
  /** A launch wizard's draft (a region and a few entity ids) and WizardCanceled. */
  PLATFORM_WIZARD_DRAFT_BYTES: 16 * KIB,
  /** The identity provider's sign-in form (e-mail and password). */
  IDP_SIGN_IN_FORM_BYTES: 10 * KIB,
  /** One notification-hub WebSocket frame or long-polling POST. */
  HUB_TRANSFER_BYTES: 64 * KIB,
  /**
   * The console's add-document form (docs/features/ai-framework.md#documents): a file of up to
   * AI_DOCUMENTS.MAX_UPLOAD_BYTES, streamed to a temporary file, beside the form's fields.
   */
  CONSOLE_AI_DOCUMENT_UPLOAD_BYTES: AI_DOCUMENTS.MAX_UPLOAD_BYTES + 1024 * KIB,
  /** A document created with pasted text (AI_DOCUMENTS.MAX_PASTED_CHARACTERS, each up to 6 bytes in JSON) or a retrieval test. */
  PLATFORM_AI_DOCUMENTS_BYTES: AI_DOCUMENTS.MAX_PASTED_CHARACTERS * 6 + 64 * KIB,
} as const;
