import { describe, expect, it } from 'vitest';
import { parseCreatedDeposit, parseInvoice, parseInvoiceEvent, parseMethodGroups } from './payment-parsers';

const invoice = {
  id: '6f1c1f3e-8d0a-4c55-9a57-1f0e6f7b9a10',
  type: 1,
  status: 1,
  amount: 2500,
  currency: 'EUR',
  number: 1,
  paymentMethod: 'sandbox.deposit.card',
  paymentMethodLabel: 'Card',
  publicData: { redirectUrl: '/provider/pay/6f1c1f3e-8d0a-4c55-9a57-1f0e6f7b9a10' },
  failureReason: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

describe('parseCreatedDeposit', () => {
  it('reads the status of a bonus code the deposit did not take, and ignores anything else there', () => {
    expect(parseCreatedDeposit({ ...invoice, bonusCode: { code: 'WELCOME', status: 3 } }).bonusCode).toEqual({
      code: 'WELCOME',
      status: 3,
    });
    expect(parseCreatedDeposit({ ...invoice, bonusCode: { code: 'WELCOME', status: 1 } })).not.toHaveProperty(
      'bonusCode',
    );
    expect(parseCreatedDeposit(invoice)).not.toHaveProperty('bonusCode');
  });
});

describe('parseInvoice', () => {
  it('reads an invoice of the contract', () => {
    expect(parseInvoice(invoice)).toMatchObject({
      id: invoice.id,
      status: 1,
      amount: 2500,
      publicData: { redirectUrl: invoice.publicData.redirectUrl },
    });
  });

  it('refuses amounts that are not integers of minor units, and unknown statuses', () => {
    expect(() => parseInvoice({ ...invoice, amount: 25.5 })).toThrow();
    expect(() => parseInvoice({ ...invoice, amount: '2500' })).toThrow();
    expect(() => parseInvoice({ ...invoice, status: 9 })).toThrow();
  });
});

describe('parseInvoiceEvent', () => {
  it('reads invoice events and ignores anything else, without throwing', () => {
    expect(
      parseInvoiceEvent({ type: 'invoice.deposit.updated', invoice: { ...invoice, status: 2 } })?.invoice.status,
    ).toBe(2);
    expect(parseInvoiceEvent({ type: 'account.updated', invoice })).toBeUndefined();
    expect(parseInvoiceEvent({ type: 'invoice.deposit.updated', invoice: { id: 1 } })).toBeUndefined();
    expect(parseInvoiceEvent(null)).toBeUndefined();
  });
});

describe('parseMethodGroups', () => {
  const method = {
    id: 'sandbox.deposit.card',
    flow: 'redirect',
    currency: 'EUR',
    minAmount: 1000,
    maxAmount: 100_000,
    presets: [500, 2000, 500_000],
    fields: [{ name: 'wallet_id', type: 'wallet_id', required: true, label: 'Address' }],
  };

  it('keeps only presets within the bounds', () => {
    const [group] = parseMethodGroups({ data: [{ id: 'cards', label: 'Cards', paymentMethods: [method] }] });
    expect(group?.paymentMethods[0]?.presets).toEqual([2000]);
    expect(group?.paymentMethods[0]?.fields[0]).toEqual({
      name: 'wallet_id',
      type: 'wallet_id',
      required: true,
      label: 'Address',
    });
  });

  it('refuses a method without integer bounds or a known flow', () => {
    expect(() => parseMethodGroups({ data: [{ paymentMethods: [{ ...method, minAmount: 10.5 }] }] })).toThrow();
    expect(() => parseMethodGroups({ data: [{ paymentMethods: [{ ...method, flow: 'teleport' }] }] })).toThrow();
  });
});
