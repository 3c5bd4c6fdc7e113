/** An invoice as a PDF (pdfkit): the seller, the billing address, the line, tax and total. */
import PDFDocument from "pdfkit";
import { PAYMENTS } from "../../../contract/limits/payments";
import type { PaymentAddressForm } from "../../../contract/wire/payments";

export interface InvoiceDocument {
  number: string;
  issuedAt: number;
  accountName: string;
  accountId: string;
  billTo: Partial<PaymentAddressForm>;
  description: string;
  subtotal: number;
  tax: number;
  total: number;
}

const usd = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);

export function invoicePdf(inv: InvoiceDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Invoice ${inv.number}` } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(20).text(`Invoice ${inv.number}`);
    doc.fontSize(10).text(`Issued ${new Date(inv.issuedAt).toISOString().slice(0, 10)} by ${PAYMENTS.PROVIDER_NAME}`);
    doc.moveDown();
    doc.fontSize(12).text("Bill to");
    const a = inv.billTo;
    const lines = [
      a.name || inv.accountName,
      a.line1,
      a.line2,
      [a.postalCode, a.city].filter(Boolean).join(" "),
      [a.state, a.country].filter(Boolean).join(", "),
    ];
    doc.fontSize(10).text(lines.filter((l) => l && l.trim()).join("\n"));
    doc.text(`Account ${inv.accountName} (${inv.accountId})`);
    doc.moveDown();
    doc.fontSize(12).text(inv.description);
    doc.fontSize(10).text(`Subtotal: ${usd(inv.subtotal)}`);
    doc.text(`Tax: ${usd(inv.tax)}`);
    doc.fontSize(12).text(`Total: ${usd(inv.total)}`);
    doc.end();
  });
}
