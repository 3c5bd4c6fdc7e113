/**
 * The phone-number rules at their boundaries (contract/wire/phones): E.164 (7 to 15 digits, no
 * leading 0), names (1 to 40), the prefix (up to 8 characters, digits after an optional +), one of the
 * formats, a voice of the chosen language, the port-in's authorisation, and the documents' types and
 * sizes.
 */
import { describe, expect, it } from "vitest";
import { PHONE_NUMBERS } from "../../../contract/limits/phone-numbers";
import {
  documentContentMatches,
  documentProblem,
  E164_PATTERN,
  PhoneConfigureSchema,
  PHONE_PREFIX_PATTERN,
  PortInSchema,
} from "../../../contract/wire/phones";

const form = { name: "Desk", isDefault: false, format: "E164", language: "en-GB", voice: "en-GB-SoniaNeural" };
const port = {
  phoneNumber: "+442079460000",
  countryName: "United Kingdom",
  carrier: "Old",
  carrierAccountNumber: "A-1",
  authorised: true,
};
type Result = { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } };
const issue = (r: Result) => (r.success ? null : `${r.error!.issues[0].path.join(".")}: ${r.error!.issues[0].message}`);

describe("E.164", () => {
  it.each([
    ["+1234567", true],
    ["+123456", false],
    ["+123456789012345", true],
    ["+1234567890123456", false],
    ["+0234567", false],
    ["1234567", false],
    ["+44 20 7946", false],
  ])("%s is %s", (n, ok) => expect(E164_PATTERN.test(n)).toBe(ok));
});

describe("configure", () => {
  it("takes a name of 1 to 40 characters", () => {
    expect(issue(PhoneConfigureSchema.safeParse({ ...form, name: "x".repeat(PHONE_NUMBERS.NAME_MAX) }))).toBeNull();
    expect(issue(PhoneConfigureSchema.safeParse({ ...form, name: "x".repeat(PHONE_NUMBERS.NAME_MAX + 1) }))).toBe(
      "name: validation_phone_name",
    );
    expect(issue(PhoneConfigureSchema.safeParse({ ...form, name: " " }))).toBe("name: validation_phone_name");
  });
  it.each([
    ["+1234567", true],
    ["12345678", true],
    ["+12345678", false],
    ["123456789", false],
    ["+", false],
    ["1-2", false],
  ])("prefix %s is %s", (p, ok) => expect(PHONE_PREFIX_PATTERN.test(p)).toBe(ok));
  it("treats an empty prefix as none and wants a voice of the language", () => {
    expect(PhoneConfigureSchema.parse({ ...form, prefix: "" }).prefix).toBeUndefined();
    expect(issue(PhoneConfigureSchema.safeParse({ ...form, voice: "de-DE-KatjaNeural" }))).toBe(
      "voice: validation_phone_voice",
    );
    expect(issue(PhoneConfigureSchema.safeParse({ ...form, format: "Local" }))).toBe(
      "format: validation_field_invalid",
    );
  });
});

describe("port-in", () => {
  it("needs the authorisation checked", () => {
    expect(issue(PortInSchema.safeParse(port))).toBeNull();
    expect(issue(PortInSchema.safeParse({ ...port, authorised: false }))).toBe(
      "authorised: validation_port_authorisation",
    );
    expect(issue(PortInSchema.safeParse({ ...port, authorised: undefined }))).toBe(
      "authorised: validation_port_authorisation",
    );
  });
  it("takes a carrier account number of at most 40 letters, digits and dashes", () => {
    expect(
      issue(PortInSchema.safeParse({ ...port, carrierAccountNumber: "A".repeat(PHONE_NUMBERS.CARRIER_ACCOUNT_MAX) })),
    ).toBeNull();
    expect(
      issue(
        PortInSchema.safeParse({ ...port, carrierAccountNumber: "A".repeat(PHONE_NUMBERS.CARRIER_ACCOUNT_MAX + 1) }),
      ),
    ).toBe("carrierAccountNumber: validation_carrier_account");
  });
});

describe("documents", () => {
  const pdf = { fileName: "id.PDF", contentType: "application/pdf", size: 1 };
  it("takes PDF, PNG and JPEG files of 1 byte to the limit", () => {
    expect(documentProblem(pdf)).toBeNull();
    expect(documentProblem({ ...pdf, size: PHONE_NUMBERS.DOCUMENT_MAX_BYTES })).toBeNull();
    expect(documentProblem({ ...pdf, size: PHONE_NUMBERS.DOCUMENT_MAX_BYTES + 1 })).toBe("validation_document_size");
    expect(documentProblem({ ...pdf, size: 0 })).toBe("validation_document_size");
    expect(documentProblem({ fileName: "scan.jpeg", contentType: "image/jpeg", size: 10 })).toBeNull();
    expect(documentProblem({ ...pdf, fileName: "id.exe" })).toBe("validation_document_type");
    expect(documentProblem({ ...pdf, contentType: "text/plain" })).toBe("validation_document_type");
  });
  it("checks a file's first bytes against its type", () => {
    expect(documentContentMatches("application/pdf", new TextEncoder().encode("%PDF-1.7"))).toBe(true);
    expect(documentContentMatches("application/pdf", new TextEncoder().encode("<html>"))).toBe(false);
    expect(documentContentMatches("image/jpeg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
  });
});
