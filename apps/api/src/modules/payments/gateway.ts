// The payment processor behind an interface (ARCHITECTURE.md integrations, ADR 087). Production
// uses a processor with hosted card fields (SAQ A): the browser sends the card to the processor
// and we only ever see a token. The local default is the sandbox in sandbox.ts.

export type { CardBrand } from '@mijote/domain';
import type { CardBrand } from '@mijote/domain';

/** What the hosted card fields collect. Never stored, logged or e-mailed. */
export interface CardInput {
  number: string;
  name: string;
  exp_month: number;
  exp_year: number;
  cvv: string;
}

export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeResult =
  | { status: 'approved'; transactionId: string; card?: { brand: CardBrand; last4: string } }
  | { status: 'declined'; transactionId: string }
  | { status: 'error'; message: string };

export interface PaymentGateway {
  readonly name: string;
  /** Hosted-field stand-in: turns card data into a token (the sandbox exposes it at /api/payments/sandbox/tokenize). */
  tokenize(card: CardInput, now: Date): Promise<TokenizedCard>;
  /**
   * Zero-amount verification before a card is saved: the card's display data when approved.
   * Throws AppError card-invalid (unknown/forged token), card-declined (402) or payment-processing-failed (502).
   */
  verifyCard(token: string): Promise<TokenizedCard>;
  /**
   * Charges a saved card or a one-time token (used by order placement). The same idempotency key
   * charges once: a repeat answers the first outcome.
   */
  charge(input: { token: string; amountCents: number; idempotencyKey: string; description: string }): Promise<ChargeResult>;
  /**
   * What became of the charge made with this idempotency key, as the processor remembers it
   * (reconciliation after a crash, ADR 204); `unknown` when no such charge reached it.
   */
  lookup(input: { idempotencyKey: string }): Promise<ChargeResult | { status: 'unknown' }>;
  /**
   * Gives back an approved charge (an order whose recording failed after the charge, a refunded
   * invoice). The same idempotency key refunds once: a repeat answers the first refund.
   */
  refund(input: { transactionId: string; amountCents: number; idempotencyKey: string }): Promise<RefundResult>;
  /** The refunds the processor has made of a charge, oldest first (the back-office checks them, ADR 355). */
  listRefunds(input: { transactionId: string }): Promise<ProcessorRefund[]>;
  /** Interac Online: where to send the customer to pay `amountCents` for the order. */
  startInterac(input: {
    orderId: number;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ redirectUrl: string; reference: string }>;
  /**
   * Interac Online: reads the signed result the customer came back with. Throws AppError
   * interac-result-invalid when it is forged or for another order.
   */
  completeInterac(input: { orderId: number; result: string }): Promise<InteracResult>;
  /**
   * Sandbox only: the HTML of the stand-in bank page (approve / decline), its amount in the
   * customer's language; `styleNonce`: the answer's CSP style nonce (no inline style attribute).
   */
  interacSandboxPage?(input: { orderId: number; amountCents: number; returnUrl: string; lang: 'en' | 'fr'; styleNonce?: string }): string;
}

export interface ProcessorRefund {
  refundId: string;
  amountCents: number;
  createdAt: Date;
}

export type RefundResult = { status: 'refunded'; refundId: string } | { status: 'error'; message: string };

export type InteracResult = { status: 'approved' | 'declined'; transactionId: string; amountCents: number };
